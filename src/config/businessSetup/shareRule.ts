// How stakeholders' shares must add up before a business goes on to its bank details. Spec 001 is silent on the
// rule (000 §3 only lists "share" among a stakeholder's fields); the console's reading: a partnership's or a
// limited company's stakeholders together hold the whole business, 100 %, and there is at least one of them. A
// sole proprietor has no stakeholder step. The embedded backend's CheckStakeHolder applies the same function.

export const WHOLE_BUSINESS = 100;

export interface ShareProblem {
  /** 'none': no stakeholder yet; 'total': the shares do not add up to 100. */
  kind: 'none' | 'total';
  total: number;
}

export const sharesTotal = (shares: readonly number[]): number => shares.reduce((sum, share) => sum + share, 0);

export const shareProblem = (shares: readonly number[]): ShareProblem | null => {
  if (shares.length === 0) return { kind: 'none', total: 0 };
  const total = sharesTotal(shares);
  return total === WHOLE_BUSINESS ? null : { kind: 'total', total };
};

/** What is left for one more stakeholder (or for one being edited, given the others'). */
export const shareLeft = (otherShares: readonly number[]): number => Math.max(0, WHOLE_BUSINESS - sharesTotal(otherShares));
