// A field whose rules depend on another field (the schema's if/then): a ticket's contact is checked as a Kenyan
// mobile number for SMS and phone calls and as an e-mail address for e-mail, with a message that says so, by the
// one-field check the forms run and by the whole-record check the backend runs.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { describeEntity, validateField, validateRecord } from '../../../src/validation/validate';

const MOBILE = { field: 'contactInfo', key: 'validation.contactMobile' };
const EMAIL = { field: 'contactInfo', key: 'validation.contactEmail' };

const ticket = {
  title: 'Till shows the wrong balance',
  issueType: 'Till',
  description: 'The till balance is lower than the statement.',
};

describe('a field under an if/then', () => {
  it('is described with the rules of each branch', () => {
    const { when } = describeEntity('ticket').fields.contactInfo!;
    expect(when?.map(({ field, values, rule }) => [field, values, rule.message])).toEqual([
      ['respondChannel', ['S', 'P'], 'validation.contactMobile'],
      ['respondChannel', ['E'], 'validation.contactEmail'],
    ]);
  });

  it('asks for a mobile number for SMS and phone calls', () => {
    for (const respondChannel of ['S', 'P']) {
      const record = { respondChannel };
      expect(validateField('ticket', 'contactInfo', '12345', { record })).toEqual(MOBILE);
      expect(validateField('ticket', 'contactInfo', 'call me maybe', { record })).toEqual(MOBILE);
      expect(validateField('ticket', 'contactInfo', 'wanjiru@example.co.ke', { record })).toEqual(MOBILE);
      for (const written of ['0712 345 678', '0712345678', '+254 712 345 678', '254712345678', '712345678', '0112-345-678']) {
        expect(validateField('ticket', 'contactInfo', written, { record }), written).toBeNull();
      }
    }
  });

  it('asks for an e-mail address for e-mail', () => {
    const record = { respondChannel: 'E' };
    expect(validateField('ticket', 'contactInfo', '0712345678', { record })).toEqual(EMAIL);
    expect(validateField('ticket', 'contactInfo', 'wanjiru@', { record })).toEqual(EMAIL);
    expect(validateField('ticket', 'contactInfo', 'wanjiru@mamawanjiru.co.ke', { record })).toBeNull();
  });

  it('keeps its own rules while no channel is chosen', () => {
    expect(validateField('ticket', 'contactInfo', 'call me maybe')).toBeNull();
    expect(validateField('ticket', 'contactInfo', 'c', { record: { respondChannel: '' } })).toEqual({ field: 'contactInfo', key: 'validation.minLength', values: { min: 2 } });
  });

  it('is refused by the whole-record check in the same words, without a second finding for the if itself', () => {
    expect(validateRecord('ticket', { ...ticket, respondChannel: 'S', contactInfo: '12345' })).toEqual([MOBILE]);
    expect(validateRecord('ticket', { ...ticket, respondChannel: 'P', contactInfo: 'call me maybe' })).toEqual([MOBILE]);
    expect(validateRecord('ticket', { ...ticket, respondChannel: 'E', contactInfo: '0712345678' })).toEqual([EMAIL]);
    expect(validateRecord('ticket', { ...ticket, respondChannel: 'S', contactInfo: '0712 345 678' })).toEqual([]);
  });
});
