// How a date is typed, in the person's language and the merchant's date style: what a date box shows while empty,
// and the words of its message for a date it cannot read ("Enter the date as mm/dd/yyyy, e.g. 05/14/1990.").
import { useTranslate } from 'react-admin';
import { formatTypedDate, typedDateLayout } from '../format/typedDates';

export interface TypedDateHint {
  /** dd-mm-yyyy, 年-月-日…: the style's order and separator, in the language's words for the parts. */
  layout: string;
  /** 14 May 1990 as the style writes it. */
  example: string;
}

export const useTypedDateHint = (): TypedDateHint => {
  const translate = useTranslate();
  return {
    layout: typedDateLayout({
      day: translate('engine.date.parts.day'),
      month: translate('engine.date.parts.month'),
      year: translate('engine.date.parts.year'),
    }),
    example: formatTypedDate('19900514'),
  };
};
