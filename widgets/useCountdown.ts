import { useEffect, useState } from 'react';
import { secondsUntil } from '../state/rules/secondsUntil';

/** Whole seconds left until `until` (epoch ms), re-rendering each second while above zero. */
export function useCountdown(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until, Date.now()));
  useEffect(() => {
    const tick = () => {
      const left = secondsUntil(until, Date.now());
      setSeconds(left);
      return left;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => tick() === 0 && clearInterval(timer), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
