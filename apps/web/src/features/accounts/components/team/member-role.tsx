import { Badge, NativeSelect } from '@mantine/core';
import { ROLES, type Role } from '@portal/shared/roles';
import { teamChangeRefusal } from '@portal/shared/team-rules';
import { errorMessage } from '../../../../lib/http/error-message';
import { notify } from '../../../../lib/notify';
import { useChangeContactRole } from '../../api/team-changes';
import { fullName } from './full-name';
import type { MemberContext } from './member-context';

/** The roles `context.actor` may give this member: none when they may not change them at all. */
export function rolesOffered({ member, actor, owners }: MemberContext): Role[] {
  const target = { email: member.Contact__r.Email, role: member.Contact_Role__c };
  // The last owner stays an owner (the server says so too, on the whole team).
  if (target.role === 'OWNER' && owners <= 1) return [];
  if (teamChangeRefusal(actor, target, target.role) !== null) return [];
  return ROLES.filter((role) => teamChangeRefusal(actor, target, role) === null);
}

/** A member's role: a select where the team rules let the viewer change it, a badge everywhere else. */
export function MemberRole(props: MemberContext & { editable: boolean }) {
  const { member, accountId } = props;
  const change = useChangeContactRole(accountId);
  const offered = props.editable ? rolesOffered(props) : [];
  if (offered.length === 0) return <Badge variant="light">{member.Contact_Role__c}</Badge>;
  const name = fullName(member);
  const changeTo = async (role: Role) => {
    try {
      await change.mutateAsync({ contactId: member.Contact__r.Id, role });
      notify.success(`${name} is now ${role}.`);
    } catch (error) {
      notify.error(errorMessage(error, `${name}'s role could not be changed.`));
    }
  };
  // The browser's own select, as for every short fixed list (components/filter-select.tsx): Mantine's Select brought
  // its positioning code (22 KB gzipped) into the account page's first load for five roles.
  return (
    <NativeSelect
      size="xs"
      w={120}
      aria-label={`Role of ${name}`}
      data={offered}
      value={member.Contact_Role__c}
      disabled={change.isPending}
      onChange={({ currentTarget }) => {
        if (currentTarget.value !== member.Contact_Role__c) void changeTo(currentTarget.value as Role);
      }}
    />
  );
}
