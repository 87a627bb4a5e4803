/**
 * The English catalogue: every text a shopper reads, by key, made of the parts in en/ (each in
 * the chunk of the code that shows it). The typed source of the keys and the fallback of every
 * other language. `{name}` is a placeholder; keys ending `.one` / `.other` are the plural forms
 * of one message (Intl.PluralRules).
 */
import { common } from './en/common.ts';
import { address } from './en/address.ts';
import { addressForm } from './en/address-form.ts';
import { manage } from './en/manage.ts';
import { nextDelivery } from './en/next-delivery.ts';
import { builder } from './en/builder.ts';
import { review } from './en/review.ts';
import { program } from './en/program.ts';
import { payment } from './en/payment.ts';

export const en = {
  ...common,
  ...address,
  ...addressForm,
  ...manage,
  ...nextDelivery,
  ...builder,
  ...review,
  ...program,
  ...payment,
};

export type MessageKey = keyof typeof en;
