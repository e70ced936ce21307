import { addSupplyEventNote } from '@portal/shared/contracts/leads/add-supply-event-note';
import { decideDispute } from '@portal/shared/contracts/leads/decide-dispute';
import { disputeSupplyEvent } from '@portal/shared/contracts/leads/dispute-supply-event';
import { exportSupplyEvents } from '@portal/shared/contracts/leads/export-supply-events';
import { getInbox } from '@portal/shared/contracts/leads/get-inbox';
import { getSummary } from '@portal/shared/contracts/leads/get-summary';
import { getSummaryReport } from '@portal/shared/contracts/leads/get-summary-report';
import { getSupplyEvent } from '@portal/shared/contracts/leads/get-supply-event';
import { listDisputes } from '@portal/shared/contracts/leads/list-disputes';
import { listSupplyEvents } from '@portal/shared/contracts/leads/list-supply-events';
import { locateSupplyEvent } from '@portal/shared/contracts/leads/locate-supply-event';
import { markCalledBack } from '@portal/shared/contracts/leads/mark-called-back';
import { updateSupplyEvent } from '@portal/shared/contracts/leads/update-supply-event';
import { blockNumber } from '@portal/shared/contracts/leads/block-number';
import { listBlockedNumbers } from '@portal/shared/contracts/leads/list-blocked-numbers';
import { unblockNumber } from '@portal/shared/contracts/leads/unblock-number';
import * as blocked from './blocked-numbers';
import { bulkUpdateSupplyEvents } from '@portal/shared/contracts/leads/bulk-update-supply-events';
import { createLeadTag } from '@portal/shared/contracts/leads/create-lead-tag';
import { deleteLeadTag } from '@portal/shared/contracts/leads/delete-lead-tag';
import { listLeadTags } from '@portal/shared/contracts/leads/list-lead-tags';
import * as tags from './lead-tags';
import { createKeywordRule } from '@portal/shared/contracts/leads/create-keyword-rule';
import { deleteKeywordRule } from '@portal/shared/contracts/leads/delete-keyword-rule';
import { listKeywordRules } from '@portal/shared/contracts/leads/list-keyword-rules';
import { updateKeywordRule } from '@portal/shared/contracts/leads/update-keyword-rule';
import * as rules from './keyword-rules';
import { tenantScope } from '../../db/tenant-scope';
import { findAccountRole } from '../../http/account-roles';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import * as disputeService from './dispute-service';
import { exportEventsCsv } from './lead-export';
import * as leadService from './lead-service';
import { loadSummary } from './summary-service';
import { summaryReportPdf } from './summary-report-pdf';

/** Leads and calls for people: the activity list and export, one event, its status, notes and dispute; the summary; staff disputes. */
export function registerLeadEndpoints(app: App, { database, clock }: AppDeps): void {
  const db = database.db;

  registerEndpoint(
    app,
    listSupplyEvents,
    async ({ account, query }) => leadService.listEvents(tenantScope(db, account), query),
    { remembered: true },
  );

  registerEndpoint(app, exportSupplyEvents, async ({ account, query, reply }) => {
    reply.header('content-disposition', 'attachment; filename="leads-and-calls.csv"');
    return exportEventsCsv(tenantScope(db, account), query);
  });

  registerEndpoint(app, getSupplyEvent, async ({ account, params }) =>
    leadService.loadEvent(tenantScope(db, account), params.supplyEventId, clock.now()),
  );

  registerEndpoint(app, updateSupplyEvent, async ({ account, params, body, principal }) =>
    leadService.updateEvent(tenantScope(db, account), params.supplyEventId, body, principal, clock.now()),
  );

  registerEndpoint(app, bulkUpdateSupplyEvents, async ({ account, body, principal }) =>
    leadService.bulkUpdate(tenantScope(db, account), body, principal, clock.now()),
  );

  registerEndpoint(app, listLeadTags, async ({ account }) => ({
    items: await tags.listTags(tenantScope(db, account)),
  }));

  registerEndpoint(app, createLeadTag, async ({ account, body, principal }) =>
    tags.createTag(tenantScope(db, account), body, principal),
  );

  registerEndpoint(app, deleteLeadTag, async ({ account, params, principal }) => ({
    items: await tags.deleteTag(tenantScope(db, account), params.tagId, principal),
  }));

  registerEndpoint(app, listKeywordRules, async ({ account }) => ({
    items: await rules.listRules(tenantScope(db, account)),
  }));

  registerEndpoint(app, createKeywordRule, async ({ account, body, principal }) =>
    rules.createRule(tenantScope(db, account), body, principal, clock.now()),
  );

  registerEndpoint(app, updateKeywordRule, async ({ account, params, body, principal }) =>
    rules.updateRule(tenantScope(db, account), params.ruleId, body, principal),
  );

  registerEndpoint(app, deleteKeywordRule, async ({ account, params, principal }) => ({
    items: await rules.deleteRule(tenantScope(db, account), params.ruleId, principal),
  }));

  registerEndpoint(app, listBlockedNumbers, async ({ account }) => ({
    items: await blocked.listBlockedNumbers(tenantScope(db, account)),
  }));

  registerEndpoint(app, blockNumber, async ({ account, body, principal }) =>
    blocked.blockNumber(tenantScope(db, account), body, principal, clock.now()),
  );

  registerEndpoint(app, unblockNumber, async ({ account, params, principal }) => ({
    items: await blocked.unblockNumber(tenantScope(db, account), params.blockedNumberId, principal),
  }));

  registerEndpoint(app, getInbox, async ({ account }) => leadService.loadInbox(tenantScope(db, account), clock.now()));

  registerEndpoint(app, markCalledBack, async ({ account, params, principal }) =>
    leadService.markCalledBack(tenantScope(db, account), params.supplyEventId, principal, clock.now()),
  );

  registerEndpoint(app, addSupplyEventNote, async ({ account, params, body, principal }) =>
    leadService.addNote(tenantScope(db, account), params.supplyEventId, body.text, principal, clock.now()),
  );

  registerEndpoint(app, disputeSupplyEvent, async ({ account, params, body, principal }) =>
    disputeService.fileDispute(tenantScope(db, account), params.supplyEventId, body, principal, clock.now()),
  );

  registerEndpoint(app, locateSupplyEvent, async ({ params, principal }) => {
    const accountId = await leadService.accountOfEvent(db, params.supplyEventId);
    // Someone without a role on it learns nothing, not even that it exists.
    if (!accountId || (!principal.isAdmin && !(await findAccountRole(db, principal.username, accountId)))) {
      throw leadService.noSuchEvent();
    }
    return { accountId };
  });

  registerEndpoint(app, getSummaryReport, async ({ account, query, reply }) => {
    const report = await summaryReportPdf(tenantScope(db, account), query, clock.now());
    reply.header('content-disposition', `attachment; filename="${report.name}"`);
    return report.pdf;
  });

  registerEndpoint(app, getSummary, async ({ account, query }) => loadSummary(tenantScope(db, account), query), {
    remembered: true,
  });

  registerEndpoint(app, listDisputes, async ({ query }) => disputeService.listStaffDisputes(db, query));

  registerEndpoint(app, decideDispute, async ({ params, body, principal }) =>
    disputeService.decideDispute(db, params.disputeId, body, principal, clock.now()),
  );
}
