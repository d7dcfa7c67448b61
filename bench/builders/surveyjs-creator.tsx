/**
 * SurveyJS Creator with its defaults: survey-creator-react's SurveyCreatorComponent on a
 * SurveyCreator, the default themes without their web font. Its design surface renders questions
 * lazily: off-screen ones are placeholders ("skeletons") until scrolled into view.
 */
import { createRoot } from 'react-dom/client';
import { SurveyCreator, SurveyCreatorComponent } from 'survey-creator-react';
// the default themes without their web font, which is fetched from the internet
import 'survey-core/survey-core.fontless.css';
import 'survey-creator-core/survey-creator-core.fontless.css';
import { toSurveyJs, type SurveyJson } from '../../scripts/bench/convert/surveyjs.ts';
import { textOf, waitFor, type BenchBuilder } from './types.ts';

let creator: SurveyCreator | null = null;

/** The question's element on the design surface: the question, or its placeholder while off-screen (both carry its id). */
function question(container: HTMLElement, field: string): HTMLElement | null {
  const model = creator?.survey.getQuestionByName(field);
  return model ? container.querySelector<HTMLElement>(`#${CSS.escape(model.id)}`) : null;
}
const rendered = (container: HTMLElement, field: string) => {
  const element = question(container, field);
  return element?.matches('.sd-question') ? element : null;
};
const titleBox = () => document.querySelector<HTMLTextAreaElement>('.spg-question[data-name="title"] textarea');

const surveyjsCreator: BenchBuilder<SurveyJson> = {
  prepare: (form) => toSurveyJs(form.definition),
  mount(container, json) {
    creator = new SurveyCreator({});
    creator.JSON = json;
    // the creator fills the height it is given (its documentation uses 100vh) and scrolls its canvas inside
    container.style.height = '100vh';
    const root = createRoot(container);
    root.render(<SurveyCreatorComponent creator={creator} />);
    return () => root.unmount();
  },
  // rendered questions and the placeholders of those off-screen
  questionCount: (container) =>
    container.querySelectorAll('.svc-question__content:not(.svc-question__content--panel), .svc-row .sv-skeleton-element').length,
  question,
  drawn: (container, field) => Boolean(rendered(container, field)),
  titleViews: {
    canvas: (container, field) => textOf(rendered(container, field)?.querySelector('.sd-question__title .sv-string-editor')),
  },
  async openTitleEditor(container, field) {
    const model = creator!.survey.getQuestionByName(field);
    question(container, field)?.scrollIntoView({ block: 'center' });
    await waitFor(() => rendered(container, field), `${field} rendered on the design surface`);
    // selecting is set-up, not measured: the creator's own API does what a click on the question does
    creator!.selectElement(model);
    return waitFor(() => (titleBox()?.value === model.title ? titleBox() : null), 'the property grid\'s title box');
  },
  move: {
    kind: 'drag',
    how: 'mouse drag by the question\'s drag handle (SurveyJS Creator has no keyboard move or move action)',
    handle: (container, field) => rendered(container, field)?.closest('.svc-question__adorner')?.querySelector<HTMLElement>('.svc-question__drag-element') ?? null,
    // the creator marks the question (or its row) the pointer is over with where the drop will go
    dropShown(container, _field, target, below) {
      const side = below ? 'bottom' : 'top';
      const element = rendered(container, target);
      return Boolean(
        element?.closest(`.svc-row--drag-over-${side}`) ||
          element?.closest('.svc-question__adorner')?.querySelector(`:scope > .svc-question__content--drag-over-${side}`),
      );
    },
  },
  undo: {
    kind: 'keyboard',
    how: 'Ctrl+Z (the creator\'s shortcut, which listens on its own root and not in text boxes; focus on its toolbar)',
    key: 'z',
    focus: (container) => container.querySelector<HTMLElement>('button[title="Undo"]'),
  },
};
export default surveyjsCreator;
