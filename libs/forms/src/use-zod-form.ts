import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import type { FormEvent, RefObject } from 'react';
import { get, useForm } from 'react-hook-form';
import type {
  DefaultValues,
  FieldPath,
  FieldValues,
  RegisterOptions,
  Resolver,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { ErrorReason } from '@casino/contracts';
import { useFailureText, useValidationText } from './messages';
import { placeFailure } from './place-failure';

/** A schema, or one built from the values being checked (rules that follow another field's choice). */
export type FormSchema<In extends FieldValues, Out extends FieldValues> =
  z.ZodType<Out, In> | ((values: In) => z.ZodType<Out, In>);

export type ReasonFields<In extends FieldValues> = Partial<Record<ErrorReason, FieldPath<In>>>;

export interface ZodFormOptions<In extends FieldValues> {
  defaultValues: DefaultValues<In>;
  /**
   * A refusal whose reason belongs to one field shows its text there (CURRENT_PASSWORD_INCORRECT on
   * current_password); a function of the values when the field depends on them (the payout kind in use).
   */
  reasonFields?: ReasonFields<In> | ((values: In) => ReasonFields<In>);
  /** Server field names that are another field here (`username` shown as `phone`). */
  serverFields?: Partial<Record<string, FieldPath<In>>>;
}

/** What a form element takes from `submit(...)`: spread it on `<form>`. */
export interface SubmitProps {
  ref: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  noValidate: true;
}

/** What a ui-kit field (TextInput, Select, PasswordInput, Checkbox) takes from `field(name)`. */
export type FieldProps<Name extends string> = UseFormRegisterReturn<Name> & { error: string | undefined };

export interface ZodForm<In extends FieldValues, Out extends FieldValues> {
  /** react-hook-form's own API, for what the form needs beyond the common path (watch, setValue, reset). */
  form: UseFormReturn<In, unknown, Out>;
  /** The form element's props: validates, runs `onValid` with the parsed values, places any failure. */
  submit: (onValid: (values: Out) => unknown) => SubmitProps;
  /** Register a field and show its error under it (aria-invalid and aria-describedby come with it). */
  field: <Name extends FieldPath<In>>(name: Name, options?: RegisterOptions<In, Name>) => FieldProps<Name>;
  /** A field's error in the page's language, for controls that show it themselves. */
  error: (name: FieldPath<In>) => string | undefined;
  /** Why the last submit failed, when no field took it; show it with role="alert" before the button. */
  failure: string | undefined;
  /** A submit is running: the submit button shows it (`loading`), a second submit is ignored. */
  busy: boolean;
  /** Place a failure from outside the submit (a resend, a confirm dialog) the way a submit does. */
  fail: (error: unknown) => void;
}

const FIRST_INVALID = '[aria-invalid="true"]';

/**
 * The one way to build a form: react-hook-form with a zod schema (the contracts' request schema, refined),
 * errors translated under their fields, the first invalid field focused after a failed submit (client or
 * server), the server's refusals placed on the fields they name or else on the form, the submit button
 * busy while the submit runs, and no second submit while one is running.
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: FormSchema<In, Out>,
  // The schema alone says what the values are; the options follow it.
  { defaultValues, reasonFields, serverFields }: ZodFormOptions<NoInfer<In>>,
): ZodForm<In, Out> {
  const translate = useValidationText();
  const failureText = useFailureText();
  const resolver: Resolver<In, unknown, Out> = (values, context, options) => {
    const current = typeof schema === 'function' ? schema(values) : schema;
    return zodResolver(current)(values, context, options) as ReturnType<Resolver<In, unknown, Out>>;
  };
  const form = useForm<In, unknown, Out>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus follows the page's order (below), not the order fields happened to register in.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const formRef = useRef<HTMLFormElement | null>(null);
  const running = useRef(false);
  const focusFirstInvalid = useRef(false);

  useEffect(() => {
    if (!focusFirstInvalid.current || isSubmitting) return;
    focusFirstInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>(FIRST_INVALID)?.focus();
  });

  const fail = (error: unknown) => {
    const values = form.getValues();
    const fields = Object.keys(values) as FieldPath<In>[];
    const routing = {
      fields,
      reasonFields: typeof reasonFields === 'function' ? reasonFields(values) : reasonFields,
      serverFields,
    };
    const placed = placeFailure(error, routing, failureText);
    for (const { name, message } of placed.fields) form.setError(name, { type: 'server', message });
    if (placed.form !== null) form.setError('root', { type: 'server', message: placed.form });
    focusFirstInvalid.current = placed.fields.length > 0;
  };

  const submit = (onValid: (values: Out) => unknown): SubmitProps => ({
    ref: formRef,
    noValidate: true,
    onSubmit: (event) => {
      event.preventDefault();
      // Enter in a field submits even while the button is busy: one submit at a time.
      if (running.current) return;
      running.current = true;
      focusFirstInvalid.current = false;
      const run = form.handleSubmit(
        async (values) => {
          try {
            await onValid(values);
          } catch (error) {
            fail(error);
          }
        },
        () => {
          focusFirstInvalid.current = true;
        },
      );
      void run(event).finally(() => {
        running.current = false;
      });
    },
  });

  const error = (name: FieldPath<In>) =>
    translate((get(errors, name) as { message?: string } | undefined)?.message);

  return {
    form,
    submit,
    field: (name, options) => ({ ...form.register(name, options), error: error(name) }),
    error,
    failure: errors.root?.message,
    busy: isSubmitting,
    fail,
  };
}
