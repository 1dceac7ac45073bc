import { createRoot } from 'react-dom/client';
import { completeEnglish } from '../widgets/i18n/english';
import { REVIEW_STATES } from './review/reviewStates';
import { Tile } from './review/Tile';

/**
 * The design-review page (`/demo/review.html`): every element in every state, light and dark,
 * at 1280 and 390 px, on fixed sample data and without a server. Each frame carries
 * `data-review="<element>-<state>-<theme>-<width>"` for the screenshot tests.
 */
function Review() {
  const only = new URLSearchParams(location.search).get('only');
  const states = only ? REVIEW_STATES.filter((s) => s.id.startsWith(only)) : REVIEW_STATES;
  return (
    <main>
      <header className="review-head">
        <h1>Sesame widget: design review</h1>
        <p>
          {states.length} states × light and dark × 1280 and 390 px. Filter with <code>?only=floater</code>.
        </p>
        <nav>
          {states.map((s) => (
            <a key={s.id} href={`#${s.id}`}>
              {s.id}
            </a>
          ))}
        </nav>
      </header>
      {states.map((state) => (
        <section key={state.id} id={state.id} className="state">
          <h2>{state.title}</h2>
          <div className="tiles">
            {(state.themes ?? (['light', 'dark'] as const)).flatMap((theme) =>
              (['desktop', 'mobile'] as const).map((layout) => (
                <Tile
                  key={`${theme}-${layout}`}
                  id={state.id}
                  theme={theme}
                  layout={layout}
                  setup={state.setup}
                  page={state.page ?? true}
                  locale={state.locale}
                  height={state.height?.[layout]}
                >
                  {state.render()}
                </Tile>
              )),
            )}
          </div>
        </section>
      ))}
    </main>
  );
}

// Every state at once, later screens included: their English texts before the first frame.
const mount = document.getElementById('review');
if (mount) void completeEnglish().then(() => createRoot(mount).render(<Review />));
