import { Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { KeywordRule } from '@portal/shared/keyword-rules';
import type { LeadTag } from '@portal/shared/lead-tags';
import { QueryState } from '../../../../components/query-state';
import { ReadOnlyNote } from '../../../../components/read-only-note';
import { usePermission } from '../../../../lib/account-context';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useDeleteKeywordRule, useKeywordRules } from '../../api/keyword-rules';
import { useLeadTags } from '../../api/lead-tags';
import { CUSTOMER_STATUS_LABELS } from '../event-labels';
import { TagBadge } from '../tags/tag-badge';
import { KeywordRuleModal } from './keyword-rule-modal';

/** What a rule does, in words: "Set the status to Booked · Flag for follow-up" (its tags are shown as badges). */
const doesInWords = (rule: KeywordRule) =>
  [
    rule.setStatus && `Set the status to ${CUSTOMER_STATUS_LABELS[rule.setStatus]} (while New)`,
    rule.followUp && 'Flag for follow-up',
  ].filter(Boolean);

function RuleItem({
  rule,
  tags,
  manages,
  onEdit,
  onRemove,
}: {
  rule: KeywordRule;
  tags: LeadTag[];
  manages: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const ruleTags = rule.tagIds.flatMap((id) => tags.filter((tag) => tag.id === id));
  return (
    <Paper withBorder radius="md" p="md" role="listitem" aria-label={rule.name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600}>{rule.name}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span c="dimmed" size="sm">
              When it says:{' '}
            </Text>
            {rule.phrases.map((phrase) => `“${phrase}”`).join(', ')}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text span c="dimmed" size="sm">
              Then:
            </Text>
            {ruleTags.length > 0 && (
              <Group gap={4} wrap="wrap">
                <Text span size="sm">
                  Tag
                </Text>
                {ruleTags.map((tag) => (
                  <TagBadge key={tag.id} tag={tag} />
                ))}
              </Group>
            )}
            {doesInWords(rule).map((text, index) => (
              <Text key={String(text)} size="sm">
                {(index > 0 || ruleTags.length > 0) && '· '}
                {text}
              </Text>
            ))}
          </Group>
        </Stack>
        {manages && (
          <Group gap="xs">
            <Button variant="default" size="sm" onClick={onEdit} aria-label={`Edit the rule ${rule.name}`}>
              Edit
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="sm"
              onClick={onRemove}
              aria-label={`Remove the rule ${rule.name}`}
            >
              Remove
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The account's keyword rules: the words in a lead's message or a call's transcript that tag it, set its status or
 * flag it as it arrives. ADMIN and up keep them; everyone sees them, so a tag nobody set by hand explains itself.
 */
export function KeywordRulesCard({ accountId }: { accountId: string }) {
  const manages = usePermission('keywordRules.manage');
  const rules = useKeywordRules(accountId);
  const tags = useLeadTags(accountId);
  const remove = useDeleteKeywordRule(accountId);
  // undefined: closed; null: adding one; a rule: changing it.
  const [editing, setEditing] = useState<KeywordRule | null | undefined>(undefined);
  const removeOne = async (rule: KeywordRule) => {
    try {
      await remove.mutateAsync(rule.id);
      notify.success(`The rule ${rule.name} was removed. What it did stays done.`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Card withBorder radius="md" padding="xl">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={2} size="h4">
          Keyword rules
        </Title>
        {manages && <Button onClick={() => setEditing(null)}>Add rule</Button>}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        When a lead’s message or a call’s transcript says one of a rule’s words, the rule tags it, sets its status or
        flags it for follow-up as it arrives.
      </Text>
      <Stack gap="md">
        {!manages && <ReadOnlyNote permission="keywordRules.manage" action="changing keyword rules" />}
        <QueryState
          query={rules}
          loadingLabel="Loading the keyword rules"
          errorTitle="The keyword rules could not be loaded"
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Text c="dimmed" size="sm">
              No keyword rules yet. For example, tag the leads that ask for an “estimate” as Quote.
            </Text>
          }
        >
          {(data) => (
            <Stack gap="sm" role="list" aria-label="Keyword rules">
              {data.items.map((rule) => (
                <RuleItem
                  key={rule.id}
                  rule={rule}
                  tags={tags.data?.items ?? []}
                  manages={manages}
                  onEdit={() => setEditing(rule)}
                  onRemove={() => void removeOne(rule)}
                />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
      {manages && (
        <KeywordRuleModal
          accountId={accountId}
          rule={editing ?? null}
          opened={editing !== undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
