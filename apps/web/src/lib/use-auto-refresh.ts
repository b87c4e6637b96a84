import { useCallback, useEffect, useRef, useState } from 'react';

/** Calls `refresh` every `seconds`, and says how long until the next time; `restart` after a manual refresh. */
export function useAutoRefresh(refresh: () => void, seconds: number) {
  const period = seconds * 1000;
  const [deadline, setDeadline] = useState(() => Date.now() + period);
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        setDeadline(current + period);
        latest.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, period]);

  const restart = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + period);
  }, [period]);

  return { secondsLeft: Math.max(0, Math.round((deadline - now) / 1000)), restart };
}
