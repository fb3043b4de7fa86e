// How a mandate's rule decides an approval (spec 000 §3 mandate rule ALL 0, And 1, Only 2, Or 3, Any 4; mandate
// numbering 0 zero, 1 sequential, 2 non-sequential), as schemas/mandate.schema.json reads them. Pure: who may agree
// now, and whether the agreements so far meet the rule. The initiator never decides their own transaction, and
// nobody decides twice; a rejection by anyone entitled to decide ends the approval (the caller's concern).
import type { ApprovalRule } from './db/types';

export interface Agreement {
  /** Staff id (or the owner's user number) of the person who decided. */
  oprId?: string;
  oprStage?: '01' | '02';
}

const agreedBy = (decisions: readonly Agreement[]): Set<string> =>
  new Set(decisions.filter((decision) => decision.oprStage === '01' && decision.oprId).map((decision) => decision.oprId!));

const decidedBy = (decisions: readonly Agreement[]): Set<string> => new Set(decisions.map((decision) => decision.oprId ?? ''));

/** Authorisers then approvers, each once (someone on both lists decides once, as an authoriser). */
const deciders = (rule: ApprovalRule): string[] => [...new Set([...rule.authorisers, ...rule.approvers])];

/** Whether the agreements meet the rule. */
export const ruleMet = (rule: ApprovalRule, decisions: readonly Agreement[], initiatorId: string): boolean => {
  const agreed = agreedBy(decisions);
  const anyOf = (people: readonly string[]) => people.some((person) => agreed.has(person));
  switch (rule.mmdRul) {
    case '0':
      return deciders(rule)
        .filter((person) => person !== initiatorId)
        .every((person) => agreed.has(person));
    case '1':
      return (rule.authorisers.length === 0 || anyOf(rule.authorisers)) && anyOf(rule.approvers);
    case '2':
      return anyOf(rule.approvers);
    case '3':
      return anyOf(deciders(rule));
    default:
      return anyOf(rule.named);
  }
};

/** The people whose agreement the rule still needs, in the mandate's order, before any is given by this decision. */
const stillNeeded = (rule: ApprovalRule, decisions: readonly Agreement[]): string[] => {
  const agreed = agreedBy(decisions);
  const anyOf = (people: readonly string[]) => people.some((person) => agreed.has(person));
  switch (rule.mmdRul) {
    case '0':
      return deciders(rule);
    case '1':
      // One of each list: once an authoriser agrees, the others are no longer asked (and likewise the approvers).
      return [...(anyOf(rule.authorisers) ? [] : rule.authorisers), ...(anyOf(rule.approvers) ? [] : rule.approvers)];
    case '2':
      return rule.approvers;
    case '3':
      return deciders(rule);
    default:
      return rule.named;
  }
};

/**
 * Who may decide now: those the rule still needs who have not decided and did not start the transaction; with a
 * sequential mandate only the first of them.
 */
export const waitingFor = (rule: ApprovalRule, decisions: readonly Agreement[], initiatorId: string): string[] => {
  if (ruleMet(rule, decisions, initiatorId)) return [];
  const decided = decidedBy(decisions);
  const open = stillNeeded(rule, decisions).filter((person) => person !== initiatorId && !decided.has(person));
  return rule.mmdTyp === '1' ? open.slice(0, 1) : open;
};
