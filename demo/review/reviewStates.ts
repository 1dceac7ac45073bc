import { FEEDBACK_STATES } from './feedbackStates';
import { FLOATER_STATES } from './floaterStates';
import { LOOK_STATES } from './lookStates';
import { PIECE_STATES } from './pieceStates';
import type { ReviewState } from './ReviewState';
import { RETURNING_STATES } from './returningStates';

/** Every element in every state (issue 3 "Design review"), in the page's order. */
export const REVIEW_STATES: ReviewState[] = [
  ...FLOATER_STATES,
  ...FEEDBACK_STATES,
  ...PIECE_STATES,
  ...LOOK_STATES,
  ...RETURNING_STATES,
];
