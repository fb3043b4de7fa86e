// The pure rules of business setup: how stakeholders' shares add up, where a returning merchant resumes, which
// fields each business type's form asks for, and which type choice a saved setup stands for.
import { describe, expect, it } from 'vitest';
import { formFieldsFor, hasStakeholderStep, requiredFieldsFor } from '../../../src/config/businessSetup/businessForm';
import { shareLeft, shareProblem } from '../../../src/config/businessSetup/shareRule';
import { resumePath, stepOpen } from '../../../src/config/businessSetup/setupSteps';
import { choiceOf } from '../../../src/flows/businessSetup/typeChoices';

describe('the share rule', () => {
  it('asks for at least one stakeholder and shares that make exactly 100 %', () => {
    expect(shareProblem([])).toEqual({ kind: 'none', total: 0 });
    expect(shareProblem([60, 30])).toEqual({ kind: 'total', total: 90 });
    expect(shareProblem([60, 50])).toEqual({ kind: 'total', total: 110 });
    expect(shareProblem([60, 40])).toBeNull();
    expect(shareProblem([100])).toBeNull();
  });

  it('leaves what the others do not hold, never below nothing', () => {
    expect(shareLeft([60])).toBe(40);
    expect(shareLeft([])).toBe(100);
    expect(shareLeft([70, 40])).toBe(0);
  });
});

describe('where a merchant resumes', () => {
  it('lands on the step reached, then the plan until one is paid, then Home', () => {
    expect(resumePath({ step: 'type', planFlag: 'N' })).toBe('/createClass');
    expect(resumePath({ step: 'form', planFlag: 'N' })).toBe('/createForm');
    expect(resumePath({ step: 'stakeholders', planFlag: 'N' })).toBe('/addStakeholder');
    expect(resumePath({ step: 'bank', planFlag: 'N' })).toBe('/setBankInfo');
    expect(resumePath({ step: 'done', planFlag: 'N' })).toBe('/getPlan');
    expect(resumePath({ step: 'done', planFlag: 'Y' })).toBe('/home');
  });

  it('opens the steps reached and those before them, not the ones after', () => {
    expect(stepOpen('form', 'stakeholders')).toBe(true);
    expect(stepOpen('stakeholders', 'stakeholders')).toBe(true);
    expect(stepOpen('bank', 'stakeholders')).toBe(false);
    expect(stepOpen('type', 'type')).toBe(true);
  });
});

describe("each business type's form", () => {
  it('asks an unregistered sole proprietor for no registration, a company for its incorporation documents', () => {
    expect(requiredFieldsFor('0')).toEqual(['mercNm', 'industry', 'sector', 'county', 'city', 'street', 'taxPin']);
    expect(requiredFieldsFor('1')).toEqual([...requiredFieldsFor('0'), 'ciNo', 'regCert']);
    expect(requiredFieldsFor('3')).toEqual([...requiredFieldsFor('0'), 'ciNo', 'certIncorporation', 'cr12']);
    // LLP2 is offered to a company, not required.
    expect(formFieldsFor('3')).toContain('llp2');
  });

  it('has partnerships and companies name their stakeholders, sole proprietors not', () => {
    expect(['0', '1', '2', '3'].map(hasStakeholderStep)).toEqual([false, false, true, true]);
  });

  it('reads a saved registered sole proprietor with recognition as the recognition choice', () => {
    expect(choiceOf('1', 'Y')).toBe('registeredOcr');
    expect(choiceOf('1', 'N')).toBe('registered');
    expect(choiceOf(undefined, undefined)).toBe('');
  });
});
