import { clsx } from 'clsx';

/** The look of every one-line text field: the same height, border and focus ring everywhere. */
export const textFieldClass = (invalid: boolean) =>
  clsx(
    'min-h-11 w-full min-w-0 rounded-md border bg-card px-3 text-base text-card-foreground',
    'placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    invalid ? 'border-destructive' : 'border-input',
  );
