import { atom } from 'jotai/vanilla';
import { type FlowEvent, type FlowState, flowReducer, initialFlowState } from '../rules/flowMachine';

/** The whole email sign-in flow; changed only through `dispatchFlowAtom`. */
export const flowStateAtom = atom<FlowState>(initialFlowState);

/** Runs an event through the pure reducer (state/rules/flowMachine.ts). */
export const dispatchFlowAtom = atom(null, (get, set, event: FlowEvent) => {
  set(flowStateAtom, flowReducer(get(flowStateAtom), event));
});

// Slices, so a screen re-renders only when what it shows changes.
export const stepAtom = atom((get) => get(flowStateAtom).step);
export const configAtom = atom((get) => get(flowStateAtom).config);
export const emailAtom = atom((get) => get(flowStateAtom).email);
export const entryProblemAtom = atom((get) => get(flowStateAtom).entryProblem);
export const otpAtom = atom((get) => get(flowStateAtom).otp);
export const destinationAtom = atom((get) => get(flowStateAtom).destination);
export const otpLengthAtom = atom((get) => get(flowStateAtom).otpLength);
export const resendAtAtom = atom((get) => get(flowStateAtom).resendAt);
export const busyAtom = atom((get) => get(flowStateAtom).busy);
export const errorAtom = atom((get) => get(flowStateAtom).error);
export const loadProblemAtom = atom((get) => get(flowStateAtom).loadProblem);
export const identityAtom = atom((get) => get(flowStateAtom).identity);
