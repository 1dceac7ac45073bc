import feedbackCss from './styles/feedback.css?inline';

/** The styles of the panel's notices (offline, nudges, tries left); small, so in every panel. */
export { feedbackCss };
