import { demoIsaHolder, demoIsaMovementsAsOf, demoIsaOtherIsasPence, demoPeople } from '@keystone/demo/fixtures';
import { ISA_DECLARATION_KEYS } from '@keystone/flows/isa';
import type { IsaDeclarations } from '@keystone/api';
import type { Config } from '../config/config.ts';
import type { FirmConfig } from '../config/firm.ts';
import { declareOtherIsaSubscriptions, openIsa, subscribeToIsa, withdrawFromIsa } from '../isa/service.ts';
import { isaAccountIdOf } from '../ledger/queries.ts';
import type { DemoContext } from './demo-context.ts';

const dayMs = 86_400_000;
const allAccepted = Object.fromEntries(ISA_DECLARATION_KEYS.map((key) => [key, true])) as unknown as IsaDeclarations;

/**
 * Oliver Grant's open ISA (issue 35), written through the ISA's services at the fixtures' moments: his signed
 * application, a payment in from his e-wallet and one by bank transfer, a withdrawal to his e-wallet, and what he
 * declared paying into other ISAs. Olivia Bennett is left without one: the journey opens hers. Skipped once he has one.
 */
export async function ensureDemoIsa(
  demo: DemoContext,
  userIds: ReadonlyMap<string, number>,
  today: Date,
  firm: FirmConfig,
): Promise<void> {
  const person = demoPeople[demoIsaHolder];
  const userId = userIds.get(person.user.email);
  if (userId === undefined || (await isaAccountIdOf(demo.db, userId)) !== undefined) return;
  // Opening reads the firm's name for the application's PDF, and nothing else of the configuration.
  const app = { ...demo, config: { firm } as Config };
  const movements = demoIsaMovementsAsOf(today).reverse();
  const first = movements[0];
  demo.clock.set(new Date(Date.parse(first?.createdAt ?? today.toISOString()) - dayMs));
  await openIsa(app, {
    userId,
    ip: null,
    ukResident: true,
    declarations: allAccepted,
    niNumber: 'JG 10 37 29 B',
    signatureName: person.user.fullName ?? '',
  });
  await declareOtherIsaSubscriptions(app, userId, demoIsaOtherIsasPence);
  for (const movement of movements) {
    demo.clock.set(new Date(movement.createdAt));
    const request = { userId, amountPence: movement.amountPence, idempotencyKey: undefined };
    if (movement.kind === 'WITHDRAWAL') {
      await withdrawFromIsa(app, { ...request, to: movement.counterparty === 'BANK' ? 'BANK' : 'E_WALLET' });
    } else if (movement.counterparty === 'BANK') {
      await subscribeToIsa(app, { ...request, from: 'BANK_TRANSFER' });
      await demo.settleLastPayIn();
    } else {
      await subscribeToIsa(app, { ...request, from: 'E_WALLET' });
    }
  }
  demo.clock.set(today);
}
