/** The specification's time zone list (abbreviation, name, offset), each tied to an IANA zone for conversions. */
export interface TimeZoneOption {
  abbreviation: string;
  name: string;
  /** Offset from UTC as the zone's standard label, e.g. "-05:00". */
  offset: string;
  /** An IANA zone that observes this abbreviation, for date arithmetic. */
  ianaZone: string;
}

export const TIME_ZONES = [
  { abbreviation: 'AST', name: 'Atlantic Standard Time', offset: '-04:00', ianaZone: 'America/Puerto_Rico' },
  { abbreviation: 'EST', name: 'Eastern Standard Time', offset: '-05:00', ianaZone: 'America/New_York' },
  { abbreviation: 'EDT', name: 'Eastern Daylight Time', offset: '-04:00', ianaZone: 'America/New_York' },
  { abbreviation: 'CST', name: 'Central Standard Time', offset: '-06:00', ianaZone: 'America/Chicago' },
  { abbreviation: 'CDT', name: 'Central Daylight Time', offset: '-05:00', ianaZone: 'America/Chicago' },
  { abbreviation: 'MST', name: 'Mountain Standard Time', offset: '-07:00', ianaZone: 'America/Denver' },
  { abbreviation: 'MDT', name: 'Mountain Daylight Time', offset: '-06:00', ianaZone: 'America/Denver' },
  { abbreviation: 'PST', name: 'Pacific Standard Time', offset: '-08:00', ianaZone: 'America/Los_Angeles' },
  { abbreviation: 'PDT', name: 'Pacific Daylight Time', offset: '-07:00', ianaZone: 'America/Los_Angeles' },
  { abbreviation: 'AKST', name: 'Alaska Standard Time', offset: '-09:00', ianaZone: 'America/Anchorage' },
  { abbreviation: 'AKDT', name: 'Alaska Daylight Time', offset: '-08:00', ianaZone: 'America/Anchorage' },
  { abbreviation: 'HST', name: 'Hawaii Standard Time', offset: '-10:00', ianaZone: 'Pacific/Honolulu' },
  { abbreviation: 'HAST', name: 'Hawaii-Aleutian Standard Time', offset: '-10:00', ianaZone: 'America/Adak' },
  { abbreviation: 'HADT', name: 'Hawaii-Aleutian Daylight Time', offset: '-09:00', ianaZone: 'America/Adak' },
  { abbreviation: 'SST', name: 'Samoa Standard Time', offset: '-11:00', ianaZone: 'Pacific/Pago_Pago' },
  { abbreviation: 'SDT', name: 'Samoa Daylight Time', offset: '-10:00', ianaZone: 'Pacific/Pago_Pago' },
  { abbreviation: 'CHST', name: 'Chamorro Standard Time', offset: '+10:00', ianaZone: 'Pacific/Guam' },
] as const satisfies readonly TimeZoneOption[];

export type TimeZoneAbbreviation = (typeof TIME_ZONES)[number]['abbreviation'];

export const DEFAULT_TIME_ZONE = 'America/New_York';
