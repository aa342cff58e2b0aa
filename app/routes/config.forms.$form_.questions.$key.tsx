// /config/forms/:form/questions/:key: change or remove one of a form's questions, without JSON.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { QuestionPage } from "../components/config/QuestionPage";
import { formatMessage } from "../lib/format-message";
import { configLinks } from "../components/config/links";
import { pageTitle } from "../lib/page-title";
import { loadQuestionEditor, questionEditorAction } from "../loaders/config-question.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadQuestionEditor(request, context, params.form, params.key);
export const action = ({ request, context, params }: ActionFunctionArgs) => questionEditorAction(request, context, params.form, params.key);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data?.question ? formatMessage(data.texts["config.question.title.change"] ?? "", { question: data.question.values.label || data.question.key }) : "");

export default QuestionPage;
