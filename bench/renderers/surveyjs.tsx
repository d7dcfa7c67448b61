/** SurveyJS with its defaults: survey-core Model, survey-react-ui's Survey and the default theme. */
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
// the default theme without its web font: the font is fetched from the internet, which the bench runs without
import 'survey-core/survey-core.fontless.css';
import { toSurveyJs, type SurveyJson } from '../../scripts/bench/convert/surveyjs.ts';
import { checkedRadioValue, type BenchRenderer } from './types.ts';

const question = (container: HTMLElement, field: string) => container.querySelector(`[data-name="${field}"]`);

const surveyjs: BenchRenderer<SurveyJson> = {
  prepare: (form) => toSurveyJs(form.definition),
  element: (json) => <Survey model={new Model(json)} />,
  textInput: (container, field) => question(container, field)?.querySelector('input, textarea') ?? null,
  ratingOption: (container, field, value) => question(container, field)?.querySelectorAll<HTMLElement>('label.sd-rating__item')[value] ?? null,
  ratingValue: (container, field) => checkedRadioValue(question(container, field)),
};
export default surveyjs;
