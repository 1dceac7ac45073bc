import { createContext, useContext, useEffect, useState } from 'react';
import { scheduleNudge } from '../state/flows/scheduleNudge';
import { feedbackCss } from './feedbackCss';
import { useT } from './i18n/TranslateContext';

/** Shows the nudge at once, without its timer (the design-review page's still frames). */
export const NudgeShownContext = createContext(false);

/**
 * spec §8: "Looks like you didn't send the WhatsApp message" (the WhatsApp button) or "… didn't
 * approve the Sign in on WhatsApp" (a WhatsApp code), at the moment state/flows/scheduleNudge
 * picks, announced politely.
 */
export function WhatsAppNudge({ kind }: { kind: 'notSent' | 'notApproved' }) {
  const t = useT();
  const shown = useContext(NudgeShownContext);
  const [due, setDue] = useState(shown);
  useEffect(() => (shown ? undefined : scheduleNudge(() => setDue(true))), [shown]);
  return (
    <>
      <style>{feedbackCss}</style>
      <div className="live" role="status" aria-live="polite">
        {due && <p className="nudge">{t(kind === 'notSent' ? 'nudge.notSent' : 'nudge.notApproved')}</p>}
      </div>
    </>
  );
}
