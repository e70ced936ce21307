import type { Role } from '@portal/shared/roles';

/**
 * The demo organisation. Ids are fixed so that the seed is deterministic and the same demo accounts
 * exist on every machine (tests and docs may name them).
 */
export const DEMO_IDS = {
  manager: '00000000-0000-4000-8000-00000000a001',
  parentAccount: '00000000-0000-4000-8000-000000001001',
  childAccount: '00000000-0000-4000-8000-000000001002',
  heldAccount: '00000000-0000-4000-8000-000000001003',
} as const;

export const DEMO_ACCOUNT_MANAGER = {
  id: DEMO_IDS.manager,
  recordId: '005DEMO0000000001',
  name: 'Sam Staff',
  email: 'staff@demo.test',
};

export const DEMO_ACCOUNTS = [
  {
    id: DEMO_IDS.parentAccount,
    recordId: '001DEMO0000000001',
    name: 'Brightside Home Services',
    status: 'Active',
    statusReason: null,
    businessFormalName: 'Brightside Home Services LLC',
    phone: '+15125550100',
    email: 'office@brightside.example',
    timeZone: 'CST',
    accountManagerId: DEMO_IDS.manager,
    accountSource: 'Sales',
    parentId: null,
    registeredAddressId: 'ADDR-1001',
    city: 'Austin',
    state: 'TX',
    registeredAddress: { street: '1200 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' },
    billingAddressId: 'ADDR-1001',
    billingStatus: 'Current',
    isAutopayEnabled: true,
    postPaidStatus: 'Approved',
    isBillingSameAsRegisteredAddress: true,
    recordTypeId: '012DEMOADVERTISER',
  },
  {
    id: DEMO_IDS.childAccount,
    recordId: '001DEMO0000000002',
    name: 'Brightside Plumbing Austin',
    status: 'Active',
    statusReason: null,
    businessFormalName: 'Brightside Plumbing of Austin Inc.',
    phone: '+15125550142',
    email: 'austin@brightside.example',
    timeZone: 'CST',
    accountManagerId: DEMO_IDS.manager,
    accountSource: 'Web',
    parentId: DEMO_IDS.parentAccount,
    registeredAddressId: 'ADDR-1002',
    city: 'Round Rock',
    state: 'TX',
    registeredAddress: { street: '301 E Main St', city: 'Round Rock', state: 'TX', zipCode: '78664' },
    billingAddressId: 'ADDR-1003',
    billingStatus: 'Current',
    isAutopayEnabled: false,
    postPaidStatus: 'Not Applicable',
    isBillingSameAsRegisteredAddress: false,
    recordTypeId: '012DEMOADVERTISER',
  },
  // On hold, so the staff's table shows an account stopped by staff (issue 30). Nobody in the demo is on its team.
  {
    id: DEMO_IDS.heldAccount,
    recordId: '001DEMO0000000003',
    name: 'Lakeline Roofing',
    status: 'On Hold',
    statusReason: 'Two invoices unpaid for 60 days: buying resumes once they are paid.',
    businessFormalName: 'Lakeline Roofing & Gutters LLC',
    phone: '+15125550163',
    email: 'billing@lakeline-roofing.example',
    timeZone: 'CST',
    accountManagerId: DEMO_IDS.manager,
    accountSource: 'Provider staff',
    parentId: null,
    registeredAddressId: 'ADDR-1004',
    city: 'Cedar Park',
    state: 'TX',
    registeredAddress: { street: '1890 Lakeline Blvd', city: 'Cedar Park', state: 'TX', zipCode: '78613' },
    billingAddressId: 'ADDR-1004',
    billingStatus: 'Past Due',
    isAutopayEnabled: false,
    postPaidStatus: 'Approved',
    isBillingSameAsRegisteredAddress: true,
    recordTypeId: '012DEMOADVERTISER',
  },
] as const;

interface DemoContact {
  id: string;
  recordId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roles: { accountId: string; role: Role }[];
}

export const DEMO_CONTACTS: DemoContact[] = [
  {
    id: '00000000-0000-4000-8000-00000000c001',
    recordId: '003DEMO0000000001',
    firstName: 'Olivia',
    lastName: 'Owens',
    email: 'owner@demo.test',
    phone: '+15125550101',
    roles: [
      { accountId: DEMO_IDS.parentAccount, role: 'OWNER' },
      { accountId: DEMO_IDS.childAccount, role: 'OWNER' },
    ],
  },
  {
    id: '00000000-0000-4000-8000-00000000c002',
    recordId: '003DEMO0000000002',
    firstName: 'Marcus',
    lastName: 'Mendez',
    email: 'manager@demo.test',
    phone: '+15125550102',
    roles: [{ accountId: DEMO_IDS.parentAccount, role: 'ADMIN' }],
  },
  {
    id: '00000000-0000-4000-8000-00000000c003',
    recordId: '003DEMO0000000003',
    firstName: 'Bianca',
    lastName: 'Bell',
    email: 'billing@demo.test',
    phone: '+15125550103',
    roles: [{ accountId: DEMO_IDS.parentAccount, role: 'BILLING' }],
  },
  {
    id: '00000000-0000-4000-8000-00000000c004',
    recordId: '003DEMO0000000004',
    firstName: 'Victor',
    lastName: 'Vance',
    email: 'viewer@demo.test',
    phone: '+15125550104',
    roles: [{ accountId: DEMO_IDS.parentAccount, role: 'VIEWER' }],
  },
  {
    id: '00000000-0000-4000-8000-00000000c005',
    recordId: '003DEMO0000000005',
    firstName: 'Nina',
    lastName: 'Newman',
    email: 'newhire@demo.test',
    phone: '+15125550105',
    roles: [{ accountId: DEMO_IDS.childAccount, role: 'VIEWER' }],
  },
  {
    id: '00000000-0000-4000-8000-00000000c006',
    recordId: '003DEMO0000000006',
    firstName: 'Paul',
    lastName: 'Pending',
    email: 'pending@demo.test',
    phone: '+15125550106',
    roles: [{ accountId: DEMO_IDS.parentAccount, role: 'VIEWER' }],
  },
  {
    id: '00000000-0000-4000-8000-00000000c007',
    recordId: '003DEMO0000000007',
    firstName: 'Tara',
    lastName: 'Tran',
    email: 'twostep@demo.test',
    phone: '+15125550109',
    roles: [{ accountId: DEMO_IDS.parentAccount, role: 'VIEWER' }],
  },
];

/**
 * The authenticator-app key of twostep@demo.test, printed by `npm start` and in the README so that anyone can
 * try two-step sign-in with any authenticator app. A demo key, public on purpose: never a real person's.
 */
export const DEMO_AUTHENTICATOR_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

export const DEMO_TEMPORARY_PASSWORD = 'Temp-Passw0rd!';

/** The demo sign-ins (identity users); all but newhire use DEMO_PASSWORD. */
export const DEMO_USERS = [
  {
    username: 'owner@demo.test',
    name: 'Olivia Owens',
    phone: '+15125550101',
    status: 'CONFIRMED',
    internal: false,
    what: 'OWNER of both demo accounts',
  },
  {
    username: 'manager@demo.test',
    name: 'Marcus Mendez',
    phone: '+15125550102',
    status: 'CONFIRMED',
    internal: false,
    what: 'ADMIN of Brightside Home Services',
  },
  {
    username: 'billing@demo.test',
    name: 'Bianca Bell',
    phone: '+15125550103',
    status: 'CONFIRMED',
    internal: false,
    what: 'BILLING of Brightside Home Services',
  },
  {
    username: 'viewer@demo.test',
    name: 'Victor Vance',
    phone: '+15125550104',
    status: 'CONFIRMED',
    internal: false,
    what: 'VIEWER of Brightside Home Services',
  },
  {
    username: 'staff@demo.test',
    name: 'Sam Staff',
    phone: '+15125550107',
    status: 'CONFIRMED',
    internal: true,
    // Made staff by an operator (the users command line): makes and removes staff on /admin/people.
    staffByOperator: true,
    what: 'employee (administrator), made staff by an operator',
  },
  {
    username: 'approver@demo.test',
    name: 'Alex Approver',
    phone: '+15125550110',
    status: 'CONFIRMED',
    internal: true,
    what: 'employee (administrator): the second pair of eyes on adjustments above $500; made staff on /admin/people',
  },
  {
    username: 'newhire@demo.test',
    name: 'Nina Newman',
    phone: '+15125550105',
    status: 'FORCE_CHANGE_PASSWORD',
    internal: false,
    what: `first sign-in with temporary password ${DEMO_TEMPORARY_PASSWORD}`,
  },
  {
    username: 'pending@demo.test',
    name: 'Paul Pending',
    phone: '+15125550106',
    status: 'UNCONFIRMED',
    internal: false,
    what: 'registered, not yet confirmed',
  },
  {
    username: 'twostep@demo.test',
    name: 'Tara Tran',
    phone: '+15125550109',
    status: 'CONFIRMED',
    internal: false,
    what: `VIEWER with two-step sign-in on: add key ${DEMO_AUTHENTICATOR_SECRET} to an authenticator app`,
    authenticatorSecret: DEMO_AUTHENTICATOR_SECRET,
  },
  {
    username: 'nocontact@demo.test',
    name: 'Nora Nobody',
    phone: '+15125550108',
    status: 'CONFIRMED',
    internal: false,
    what: 'signs in, but linked to no contact',
  },
] as const;
