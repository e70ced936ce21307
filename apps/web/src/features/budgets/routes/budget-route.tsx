import { Alert, Stack, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { ResourceNotFound } from '../../../components/resource-not-found';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { isNotFound } from '../../../lib/http/error-message';
import { lazyComponent } from '../../../lib/lazy-component';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import { useBudget } from '../api/get-budget';
import { BudgetHeader } from '../components/budget-header';
import { BudgetHistory } from '../components/budget-history';
import { BudgetSpend } from '../components/budget-spend';

// The edit modal (with its money input) loads when first opened, not with the screen.
const { Lazy: EditBudgetModal } = lazyComponent(() =>
  import('../components/edit-budget-modal').then((module) => module.EditBudgetModal),
);

/** /budgets/{budgetId}: the cap, this period's spend, past periods, and the edit for admins and owners. */
export function Component() {
  const { budgetId = '' } = useParams();
  const { accountId, account } = useAccountContext();
  if (!accountId) return <Alert title="No account selected">Choose an account first.</Alert>;
  return <BudgetScreen accountId={accountId} budgetId={budgetId} timeZone={account?.Time_Zone__c} />;
}

interface BudgetScreenProps {
  accountId: string;
  budgetId: string;
  timeZone: string | null | undefined;
}

function BudgetScreen({ accountId, budgetId, timeZone }: BudgetScreenProps) {
  const budget = useBudget(accountId, budgetId);
  const mayEdit = usePermission('budgets.edit');
  const [editing, edit] = useRouteDisclosure();
  const [editorWanted, setEditorWanted] = useState(false);
  const openEditor = () => {
    setEditorWanted(true);
    edit.open();
  };
  if (isNotFound(budget.error)) return <ResourceNotFound title="Budget" what="budget" />;
  return (
    <Stack gap="lg">
      {!budget.data && <Title order={1}>Budget</Title>}
      <QueryState query={budget} loadingLabel="Loading the budget" errorTitle="The budget could not be loaded">
        {(data) => (
          <>
            <BudgetHeader budget={data} onEdit={openEditor} />
            <BudgetSpend budget={data} timeZone={timeZone} />
            <BudgetHistory budget={data} timeZone={timeZone} />
            {mayEdit && editorWanted && data.campaignStatus !== 'ENDED' && (
              <Suspense>
                <EditBudgetModal
                  budget={data}
                  timeZone={timeZone}
                  opened={editing}
                  onClose={edit.close}
                  onReload={budget.refetch}
                />
              </Suspense>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
