import { ALWAYS_SCHEDULE, businessHours, type WeeklySchedule } from '@portal/shared/weekly-schedule';
import type { BudgetPeriod } from '@portal/shared/budgets';
import type { CampaignStatus, LeadType, PauseReason } from '@portal/shared/campaigns';
import type { ListingStatus } from '@portal/shared/listings';
import type { ServiceCategory } from '@portal/shared/service-categories';
import { DEMO_IDS } from './demo-data';

/** Demo campaigns with their budgets and listings: fixed ids, dates relative to the day the demo is seeded. */
export interface DemoCampaign {
  id: string;
  accountId: string;
  name: string;
  category: ServiceCategory;
  status: CampaignStatus;
  pause?: { reason: PauseReason; comment: string; resumeInDays: number };
  leadTypes: LeadType[];
  callPriceCents: number;
  formPriceCents: number;
  zipCodes: string[];
  states: string[];
  schedule: WeeklySchedule;
  trackingNumber: string | null;
  startedDaysAgo: number;
  /** Days from today to the end date (negative: it ended). */
  endsInDays: number | null;
  budget: { id: string; period: BudgetPeriod; capCents: number };
  /** About how many leads and calls a day the demo history holds for it. */
  perDay: number;
  listings: { id: string; displayName: string; status: ListingStatus; street: string; city: string; zipCode: string }[];
}

const AUSTIN_ZIPS = ['78701', '78702', '78703', '78704', '78705', '78745', '78748', '78749'];
const ROUND_ROCK_ZIPS = ['78664', '78665', '78681', '78717', '78728'];

const weekdaysAndSaturday: WeeklySchedule = {
  ...businessHours(),
  days: { ...businessHours().days, SAT: [{ start: '09:00', end: '13:00' }] },
};

const id = (suffix: string) => `00000000-0000-4000-8000-${suffix.padStart(12, '0')}`;

export const DEMO_CAMPAIGN_IDS = {
  austinPlumbing: id('ca01'),
  hvacTuneUps: id('ca02'),
  roofRepair: id('ca03'),
  roundRockElectrical: id('ca04'),
  waterDamage: id('ca05'),
  drainCleaning: id('ca06'),
  waterHeaters: id('ca07'),
} as const;

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    id: DEMO_CAMPAIGN_IDS.austinPlumbing,
    accountId: DEMO_IDS.parentAccount,
    name: 'Austin Emergency Plumbing',
    category: 'Plumbing',
    status: 'ACTIVE',
    leadTypes: ['CALL', 'FORM'],
    callPriceCents: 4500,
    formPriceCents: 2500,
    zipCodes: AUSTIN_ZIPS,
    states: [],
    schedule: ALWAYS_SCHEDULE,
    trackingNumber: '+15125550150',
    startedDaysAgo: 120,
    endsInDays: null,
    budget: { id: id('b001'), period: 'MONTHLY', capCents: 300_000 },
    perDay: 4,
    listings: [
      {
        id: id('11a1'),
        displayName: 'Brightside Plumbing — Downtown',
        status: 'PUBLISHED',
        street: '410 Congress Ave',
        city: 'Austin',
        zipCode: '78701',
      },
      {
        id: id('11a2'),
        displayName: 'Brightside Plumbing — South Austin',
        status: 'DRAFT',
        street: '2200 S Lamar Blvd',
        city: 'Austin',
        zipCode: '78704',
      },
    ],
  },
  {
    id: DEMO_CAMPAIGN_IDS.hvacTuneUps,
    accountId: DEMO_IDS.parentAccount,
    name: 'Central Texas HVAC Tune-ups',
    category: 'HVAC',
    status: 'ACTIVE',
    leadTypes: ['CALL'],
    callPriceCents: 6000,
    formPriceCents: 0,
    zipCodes: [],
    states: ['TX'],
    schedule: weekdaysAndSaturday,
    trackingNumber: '+15125550151',
    startedDaysAgo: 75,
    endsInDays: 200,
    budget: { id: id('b002'), period: 'WEEKLY', capCents: 80_000 },
    perDay: 5,
    listings: [
      {
        id: id('11a3'),
        displayName: 'Brightside Heating & Air',
        status: 'PUBLISHED',
        street: '8800 Burnet Rd',
        city: 'Austin',
        zipCode: '78757',
      },
    ],
  },
  {
    id: DEMO_CAMPAIGN_IDS.roofRepair,
    accountId: DEMO_IDS.parentAccount,
    name: 'Hill Country Roof Repair',
    category: 'Roofing',
    status: 'PAUSED',
    pause: { reason: 'SEASONAL', comment: 'Crews are booked through the holidays.', resumeInDays: 12 },
    leadTypes: ['FORM'],
    callPriceCents: 0,
    formPriceCents: 3500,
    zipCodes: ['78620', '78669', '78738'],
    states: [],
    schedule: businessHours(),
    trackingNumber: null,
    startedDaysAgo: 200,
    endsInDays: null,
    budget: { id: id('b003'), period: 'MONTHLY', capCents: 200_000 },
    perDay: 4,
    listings: [
      {
        id: id('11a4'),
        displayName: 'Brightside Roofing',
        status: 'PUBLISHED',
        street: '1200 RR 620 S',
        city: 'Lakeway',
        zipCode: '78734',
      },
    ],
  },
  {
    id: DEMO_CAMPAIGN_IDS.roundRockElectrical,
    accountId: DEMO_IDS.parentAccount,
    name: 'Round Rock Electrical',
    category: 'Electrical',
    status: 'ACTIVE',
    leadTypes: ['CALL', 'FORM'],
    callPriceCents: 5000,
    formPriceCents: 2500,
    zipCodes: ROUND_ROCK_ZIPS,
    states: [],
    schedule: businessHours(),
    trackingNumber: '+15125550152',
    startedDaysAgo: 40,
    endsInDays: null,
    budget: { id: id('b004'), period: 'DAILY', capCents: 15_000 },
    perDay: 9,
    listings: [
      {
        id: id('11a5'),
        displayName: 'Brightside Electric Round Rock',
        status: 'PUBLISHED',
        street: '301 W Main St',
        city: 'Round Rock',
        zipCode: '78664',
      },
    ],
  },
  {
    id: DEMO_CAMPAIGN_IDS.waterDamage,
    accountId: DEMO_IDS.parentAccount,
    name: 'Water Damage Rapid Response',
    category: 'Water Damage',
    status: 'PENDING',
    leadTypes: ['CALL'],
    callPriceCents: 9000,
    formPriceCents: 0,
    zipCodes: AUSTIN_ZIPS,
    states: [],
    schedule: ALWAYS_SCHEDULE,
    trackingNumber: null,
    startedDaysAgo: -7,
    endsInDays: null,
    budget: { id: id('b005'), period: 'WEEKLY', capCents: 150_000 },
    perDay: 0,
    listings: [
      {
        id: id('11a6'),
        displayName: 'Brightside Restoration',
        status: 'DRAFT',
        street: '410 Congress Ave',
        city: 'Austin',
        zipCode: '78701',
      },
    ],
  },
  {
    id: DEMO_CAMPAIGN_IDS.drainCleaning,
    accountId: DEMO_IDS.childAccount,
    name: 'Drain Cleaning North Austin',
    category: 'Plumbing',
    status: 'ACTIVE',
    leadTypes: ['CALL', 'FORM'],
    callPriceCents: 3500,
    formPriceCents: 2000,
    zipCodes: ['78727', '78729', '78750', '78759'],
    states: [],
    schedule: weekdaysAndSaturday,
    trackingNumber: '+15125550153',
    startedDaysAgo: 60,
    endsInDays: null,
    budget: { id: id('b006'), period: 'WEEKLY', capCents: 50_000 },
    perDay: 6,
    listings: [
      {
        id: id('11a7'),
        displayName: 'Brightside Plumbing North Austin',
        status: 'PUBLISHED',
        street: '12800 Research Blvd',
        city: 'Austin',
        zipCode: '78750',
      },
    ],
  },
  {
    id: DEMO_CAMPAIGN_IDS.waterHeaters,
    accountId: DEMO_IDS.childAccount,
    name: 'Water Heater Installs',
    category: 'Appliance Repair',
    status: 'ENDED',
    leadTypes: ['FORM'],
    callPriceCents: 0,
    formPriceCents: 3000,
    zipCodes: ['78727', '78729'],
    states: [],
    schedule: businessHours(),
    trackingNumber: null,
    startedDaysAgo: 150,
    endsInDays: -14,
    budget: { id: id('b007'), period: 'MONTHLY', capCents: 100_000 },
    perDay: 3,
    listings: [
      {
        id: id('11a8'),
        displayName: 'Brightside Water Heaters',
        status: 'DRAFT',
        street: '12800 Research Blvd',
        city: 'Austin',
        zipCode: '78750',
      },
    ],
  },
];
