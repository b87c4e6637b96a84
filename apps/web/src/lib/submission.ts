import { useCallback, useRef, useState } from 'react';
import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { ErrorCode } from '@plateau/contracts';
import { ApiError, NoResponseError } from './api-error.ts';

/** A fresh Idempotency-Key: one per form submission. */
export const newSubmissionKey = (): string => crypto.randomUUID();

/** The values of a submission as text, files by name, size and date (JSON shows a File as {}). */
function fingerprintOf(values: unknown): string {
  return JSON.stringify(values ?? null, (_key, value: unknown) =>
    value instanceof Blob
      ? { file: (value as File).name, size: value.size, type: value.type, at: (value as File).lastModified }
      : value,
  );
}

/** Failures after which the server may have done the work, or still does it: the same key may ask again. */
const mayHaveRun = (error: unknown) =>
  error instanceof NoResponseError ||
  (error instanceof ApiError && error.error === ErrorCode.requestInProgress);

/**
 * The key of each submission of one form. A new one each time, but when the last submission got
 * no answer (network cut, time-out) and the values are the same: then the server, which may have
 * created the row, answers that row instead of creating a second one.
 */
export function createSubmissionKeys() {
  let kept: { key: string; values: string } | null = null;
  return {
    async send<T>(values: unknown, call: (idempotencyKey: string) => Promise<T>): Promise<T> {
      const fingerprint = fingerprintOf(values);
      if (!kept || kept.values !== fingerprint) kept = { key: newSubmissionKey(), values: fingerprint };
      const submission = kept;
      try {
        const result = await call(submission.key);
        kept = null;
        return result;
      } catch (error) {
        if (!mayHaveRun(error)) kept = null;
        throw error;
      }
    },
  };
}

export type Submission<TResult, TVariables> = Omit<
  UseMutationResult<TResult, Error, TVariables>,
  'mutate' | 'mutateAsync' | 'isPending'
> & {
  mutate: UseMutationResult<TResult, Error, TVariables>['mutate'];
  mutateAsync: UseMutationResult<TResult, Error, TVariables>['mutateAsync'];
  /** True from the click on: the submit button is disabled (and spins) before the next click. */
  isPending: boolean;
};

export type SubmissionOptions<TResult, TVariables> = Omit<
  UseMutationOptions<TResult, Error, TVariables>,
  'mutationFn'
>;

/**
 * A mutation each call of which is one form submission (issue 18 §4): it is sent with its own
 * Idempotency-Key, so the server saves it once whatever happens on the way. A call made while
 * one runs (a double-click, Enter then a click) sends nothing and never settles: the running
 * call's own code shows its outcome, once. `isPending` turns true in the click itself.
 */
export function useSubmission<TResult, TVariables = void>(
  submit: (variables: TVariables, idempotencyKey: string) => Promise<TResult>,
  options: SubmissionOptions<TResult, TVariables> = {},
): Submission<TResult, TVariables> {
  const [keys] = useState(createSubmissionKeys);
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const mutation = useMutation<TResult, Error, TVariables>({
    ...options,
    mutationFn: (variables) => keys.send(variables, (key) => submit(variables, key)),
  });
  const send = mutation.mutateAsync;
  const mutateAsync = useCallback<Submission<TResult, TVariables>['mutateAsync']>(
    (...call) => {
      if (running.current) return new Promise<TResult>(() => {});
      running.current = true;
      setPending(true);
      return send(...call).finally(() => {
        running.current = false;
        setPending(false);
      });
    },
    [send],
  );
  const mutate = useCallback<Submission<TResult, TVariables>['mutate']>(
    // The failure is shown by the query client's error dialog, as for any mutation.
    (...call) => void mutateAsync(...call).catch(() => undefined),
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync, isPending: mutation.isPending || pending };
}
