import { listOperations, loadOpenApiDocument } from '@keystone/api/contract';
import { describe, expect, it } from 'vitest';
import {
  PROJECT_TARGET_MAX_PENCE,
  PROJECT_WALLET_OPERATION_MAX_PENCE,
  WALLET_OPERATION_MAX_PENCE,
} from './constants.ts';
import { ISA_ALLOWANCE_PENCE } from './isa/index.ts';
import { ISA_TRANSFER_MAX_PENCE } from './isa-transfers/index.ts';

const document = loadOpenApiDocument();
type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const resolve = (ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), document);

/** Every money value a request carries (a `…Pence` property or parameter) with its bounds. */
function moneyInputs(): Record<string, { minimum: unknown; maximum: unknown }> {
  const found: Record<string, { minimum: unknown; maximum: unknown }> = {};
  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, where));
    if (!isNode(node)) return;
    if (typeof node.$ref === 'string') visit(resolve(node.$ref), where);
    if (typeof node.name === 'string' && isNode(node.schema)) {
      const schema = (typeof node.schema.$ref === 'string' ? resolve(node.schema.$ref) : node.schema) as Node;
      if (/Pence$/.test(node.name)) found[`${where} ${node.name}`] = { ...pick(schema) };
    }
    if (isNode(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) {
        if (/Pence$/.test(name) && isNode(property)) found[`${where} ${name}`] = pick(property);
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== '$ref' && key !== 'properties') visit(value, where);
  };
  for (const operation of listOperations(document)) {
    visit([operation.parameters ?? [], operation.requestBody ?? {}], operation.operationId);
  }
  return found;
}
const pick = (schema: Node) => ({ minimum: schema.minimum, maximum: schema.maximum });

const term = (operation: string, prefix: 'short' | 'long') => ({
  [`${operation} ${prefix}FundingTargetPence`]: { minimum: 0, maximum: PROJECT_TARGET_MAX_PENCE },
  [`${operation} ${prefix}FundingMinimumPence`]: { minimum: 0, maximum: PROJECT_TARGET_MAX_PENCE },
  [`${operation} ${prefix}ExpectedProfitPence`]: { minimum: 0, maximum: PROJECT_TARGET_MAX_PENCE },
  [`${operation} ${prefix}ActualProfitPence`]: {
    minimum: -PROJECT_TARGET_MAX_PENCE,
    maximum: PROJECT_TARGET_MAX_PENCE,
  },
});

// Issue 22 §5: the contract let 9,007,199,254,740,991 pence into a project wallet twice, and the sum broke its page.
describe('the ceilings on money in openapi.yaml', () => {
  it('bounds every money input by the business ceiling flows states for it', () => {
    expect(moneyInputs()).toEqual({
      'fundWallet amountPence': { minimum: 0, maximum: WALLET_OPERATION_MAX_PENCE },
      'withdrawFromWallet amountPence': { minimum: 0, maximum: WALLET_OPERATION_MAX_PENCE },
      ...term('createProject', 'short'),
      ...term('createProject', 'long'),
      ...term('updateProject', 'short'),
      ...term('updateProject', 'long'),
      'fundProjectWallet amountPence': { minimum: 1, maximum: PROJECT_WALLET_OPERATION_MAX_PENCE },
      'transferToLongWallet amountPence': { minimum: 1, maximum: PROJECT_WALLET_OPERATION_MAX_PENCE },
      'recordRecovery amountPence': { minimum: 1, maximum: PROJECT_WALLET_OPERATION_MAX_PENCE },
      'getValidPledgeSum shortAmountPence': { minimum: 0, maximum: PROJECT_TARGET_MAX_PENCE },
      'getValidPledgeSum longAmountPence': { minimum: 0, maximum: PROJECT_TARGET_MAX_PENCE },
      'startPledge shortAmountPence': { minimum: 0, maximum: PROJECT_TARGET_MAX_PENCE },
      'startPledge longAmountPence': { minimum: 0, maximum: PROJECT_TARGET_MAX_PENCE },
      // Issue 35: the ISA's payments in and out as the e-wallet's; the other ISAs' subscriptions within the allowance;
      // a transfer as large as a project may be.
      'subscribeToIsa amountPence': { minimum: 1, maximum: WALLET_OPERATION_MAX_PENCE },
      'withdrawFromIsa amountPence': { minimum: 1, maximum: WALLET_OPERATION_MAX_PENCE },
      'declareOtherIsaSubscriptions amountPence': { minimum: 0, maximum: ISA_ALLOWANCE_PENCE },
      'requestIsaTransfer amountPence': { minimum: 1, maximum: ISA_TRANSFER_MAX_PENCE },
      'recordIsaTransfer amountPence': { minimum: 1, maximum: ISA_TRANSFER_MAX_PENCE },
      'recordIsaTransfer currentYearPence': { minimum: 0, maximum: ISA_TRANSFER_MAX_PENCE },
      // Issue 37: a loan part is never more than a project's term can be.
      'getResaleQuote amountPence': { minimum: 1, maximum: PROJECT_TARGET_MAX_PENCE },
      'createResaleListing amountPence': { minimum: 1, maximum: PROJECT_TARGET_MAX_PENCE },
      'startResalePurchase amountPence': { minimum: 1, maximum: PROJECT_TARGET_MAX_PENCE },
      // Issue 38: a rule's amounts are never more than a project's term can be.
      'startAutoInvest amountPerProjectPence': { minimum: 100, maximum: PROJECT_TARGET_MAX_PENCE },
      'startAutoInvest totalInvestedPence': { minimum: 100, maximum: PROJECT_TARGET_MAX_PENCE },
      'updateAutoInvestRules amountPerProjectPence': { minimum: 100, maximum: PROJECT_TARGET_MAX_PENCE },
      'updateAutoInvestRules totalInvestedPence': { minimum: 100, maximum: PROJECT_TARGET_MAX_PENCE },
    });
  });

  // A wallet's stored balance is the sum of its operations: the ceilings leave room for far more operations into one
  // wallet than the business will ever make before that sum could leave Number.MAX_SAFE_INTEGER.
  it('leaves room for 100,000 ceiling-sized operations into one wallet', () => {
    expect(Math.floor(Number.MAX_SAFE_INTEGER / PROJECT_WALLET_OPERATION_MAX_PENCE)).toBeGreaterThan(100_000);
    expect(Math.floor(Number.MAX_SAFE_INTEGER / WALLET_OPERATION_MAX_PENCE)).toBeGreaterThan(100_000);
  });
});
