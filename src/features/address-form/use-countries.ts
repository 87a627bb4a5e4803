import { useCallback, useEffect, useState } from 'react';
import { loadCountries, type CountryTable } from '#src/domain/address/countries.ts';

export type CountriesState =
  | { status: 'loading' }
  | { status: 'ready'; table: CountryTable }
  | { status: 'failed'; retry: () => void };

/**
 * The country table, loaded (a chunk of its own, spec-sized: ~250 countries) only when the
 * address panel opens. A failed download offers a retry instead of an empty form.
 */
export function useCountries(): CountriesState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; table: CountryTable | null } | null>(
    null,
  );
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    let live = true;
    loadCountries().then(
      (table) => live && setResult({ attempt, table }),
      () => live && setResult({ attempt, table: null }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (!result || result.attempt !== attempt) return { status: 'loading' };
  if (!result.table) return { status: 'failed', retry };
  return { status: 'ready', table: result.table };
}
