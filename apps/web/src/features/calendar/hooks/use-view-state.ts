import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { initialView, normalizeView, reduceView, viewQuery, type ColumnIds, type ViewAction, type ViewState } from '../utils/view-state';

/**
 * Daily/weekly state of the calendar, kept in the address bar (view, date, type, id) so a reload
 * or a shared link opens the same view. Starts from calendar_default_view. The state is read
 * through normalizeView, so a selection whose column vanished falls back by the spec's rules.
 */
export function useViewState(today: string, defaultView: string | null | undefined, ids: ColumnIds) {
  const [params, setParams] = useSearchParams();
  const [raw, setRaw] = useState<ViewState>(() => initialView({ today, defaultView, query: params, ids }));
  const idsRef = useRef(ids);
  const state = useMemo(() => normalizeView(raw, ids), [raw, ids]);

  useEffect(() => {
    idsRef.current = ids;
  }, [ids]);

  useEffect(() => {
    const wanted = viewQuery(state);
    const same = Object.entries(wanted).every(([key, value]) => params.get(key) === value) && [...params.keys()].every((key) => key in wanted);
    if (!same) setParams(wanted, { replace: true });
  }, [state, params, setParams]);

  const dispatch = useCallback(
    (action: ViewAction) => setRaw((current) => reduceView(normalizeView(current, idsRef.current), action, idsRef.current)),
    [],
  );
  return [state, dispatch] as const;
}
