import type { VehicleEventKind } from '../vehicle-events.ts';
import { foldForSearch } from './search-fold.ts';

/** Every rule type (spec 3 §4); the first three are the customer notifications, hidden from the editor. */
export const EVENT_RULE_TYPES = [
  'ON_START',
  'ON_APPROACHING',
  'ON_LATE',
  'ON_REPORT_EVENT',
  'ON_BREAKING',
  'ON_ACCELERATION',
  'ON_STEERING',
  'ON_SPEED',
  'ON_CODE',
] as const;
export type EventRuleType = (typeof EVENT_RULE_TYPES)[number];
export const EDITABLE_EVENT_RULE_TYPES = [
  'ON_REPORT_EVENT',
  'ON_BREAKING',
  'ON_ACCELERATION',
  'ON_STEERING',
  'ON_SPEED',
  'ON_CODE',
] as const satisfies readonly EventRuleType[];

export const EVENT_RULE_TYPE_LABELS: Record<EventRuleType, string> = {
  ON_START: 'Départ',
  ON_APPROACHING: 'Approche',
  ON_LATE: 'Retard',
  ON_REPORT_EVENT: 'Rapport du chauffeur',
  ON_BREAKING: 'Freinage brusque',
  ON_ACCELERATION: 'Accélération brusque',
  ON_STEERING: 'Virage brusque',
  ON_SPEED: 'Excès de vitesse',
  ON_CODE: 'Code véhicule',
};

export const SEVERITY_RANGE = { min: 1, max: 5, step: 1, default: 3 } as const;
export const SPEED_RANGE = { min: 30, max: 200, step: 10, default: 100 } as const;

const KIND_OF_TYPE: Partial<Record<EventRuleType, VehicleEventKind>> = {
  ON_SPEED: 'SPEED',
  ON_BREAKING: 'BREAKING',
  ON_ACCELERATION: 'ACCELERATION',
  ON_STEERING: 'STEERING',
  ON_CODE: 'CODE',
  ON_REPORT_EVENT: 'REPORT',
};

export interface RuleForMatching {
  type: EventRuleType;
  severity: number | null;
  speed: number | null;
  code: string | null;
  containTextOnReportEvent: string | null;
  outOfRangeOnly: boolean;
}

export interface EventForMatching {
  kind: VehicleEventKind;
  speed: number | null;
  severity: number | null;
  code: string | null;
  text: string | null;
  outOfRange: boolean;
}

/**
 * Whether an event fires a rule: its kind is the rule's; a speed strictly above the rule's speed;
 * a severity at least the rule's; the rule's code exactly (none: any code); the rule's text
 * within the report, accents and case aside (none: any report); out of range when asked.
 */
export function eventMatchesRule(event: EventForMatching, rule: RuleForMatching): boolean {
  if (KIND_OF_TYPE[rule.type] !== event.kind) return false;
  if (rule.outOfRangeOnly && !event.outOfRange) return false;
  switch (rule.type) {
    case 'ON_SPEED':
      return event.speed !== null && event.speed > (rule.speed ?? SPEED_RANGE.default);
    case 'ON_BREAKING':
    case 'ON_ACCELERATION':
    case 'ON_STEERING':
      return (event.severity ?? SEVERITY_RANGE.max) >= (rule.severity ?? SEVERITY_RANGE.default);
    case 'ON_CODE':
      return !rule.code || (event.code ?? '').trim() === rule.code.trim();
    case 'ON_REPORT_EVENT':
      return (
        !rule.containTextOnReportEvent ||
        foldForSearch(event.text ?? '').includes(foldForSearch(rule.containTextOnReportEvent))
      );
    default:
      return false;
  }
}
