import type { Project } from '@keystone/api';
import { isPredefinedDocument } from '@keystone/flows/projects';
import { fileUrl } from '../files/file-url.ts';
import type { ProjectRow } from './queries.ts';

/** A project's row, with what queries.ts joins to it, as the contract's Project. */
export function toProjectView(row: ProjectRow): Project {
  const allowLongTerm = row.allow_long_term;
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    status: row.status as Project['status'],
    projectType: row.project_type as Project['projectType'],
    purpose: row.purpose as Project['purpose'],
    address: row.address,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    images: row.images.map((image) => ({ id: image.id, url: fileUrl(image.storage_key), main: image.is_main })),
    documents: row.documents.map((document) => ({
      id: document.id,
      uuid: document.uuid,
      title: document.title,
      url: document.storage_key === null ? null : fileUrl(document.storage_key),
      visible: document.visible,
      required: document.required,
      predefined: isPredefinedDocument(document),
    })),
    allowLongTerm,
    repaymentState: row.repayment_state,
    repaymentStateSince: row.repayment_state_since?.toISOString() ?? null,
    currentUserFollowed: Boolean(row.current_user_followed),
    createdAt: row.created_at.toISOString(),
    shortStartDate: row.short_start_date,
    shortEndDate: row.short_end_date,
    shortActualStartDate: row.short_actual_start_date,
    shortActualEndDate: row.short_actual_end_date,
    shortFundingTargetPence: row.short_funding_target_pence,
    shortFundingMinimumPence: row.short_funding_minimum_pence,
    shortFundedSumPence: row.short_funded_pence,
    shortExpectedProfitPence: row.short_expected_profit_pence,
    shortActualProfitPence: row.short_actual_profit_pence,
    shortDebtExpectedRate: row.short_debt_expected_rate,
    shortDebtSecuredExpectedRate: row.short_debt_secured_expected_rate,
    shortEquityExpectedRate: row.short_equity_expected_rate,
    shortEquityProfitShare: row.short_equity_profit_share,
    shortShariaExpectedRate: row.short_sharia_expected_rate,
    shortShariaProfitShare: row.short_sharia_profit_share,
    longStartDate: row.long_start_date,
    longEndDate: row.long_end_date,
    longActualStartDate: row.long_actual_start_date,
    longActualEndDate: row.long_actual_end_date,
    longFundingTargetPence: row.long_funding_target_pence,
    longFundingMinimumPence: row.long_funding_minimum_pence,
    // Null without a long term, as the contract says (the column is 0 then).
    longFundedSumPence: allowLongTerm ? row.long_funded_pence : null,
    longExpectedProfitPence: row.long_expected_profit_pence,
    longActualProfitPence: row.long_actual_profit_pence,
    longDebtExpectedRate: row.long_debt_expected_rate,
    longDebtSecuredExpectedRate: row.long_debt_secured_expected_rate,
    longEquityExpectedRate: row.long_equity_expected_rate,
    longEquityProfitShare: row.long_equity_profit_share,
    longShariaExpectedRate: row.long_sharia_expected_rate,
    longShariaProfitShare: row.long_sharia_profit_share,
  };
}
