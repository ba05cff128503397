export { useZodForm } from './use-zod-form';
export type {
  FieldProps,
  FormSchema,
  ReasonFields,
  SubmitProps,
  ZodForm,
  ZodFormOptions,
} from './use-zod-form';
export { placeFailure } from './place-failure';
export type { FailureRouting, PlacedFailure } from './place-failure';
export { useFailureText, useValidationText } from './messages';
