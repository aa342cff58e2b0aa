// A form's questions on its Config page, each with a link to change (or remove) it, and the
// "Add a question" and "Add a page after this one" buttons: the way to the question editor that needs no JSON (decision 0038).
import { Link } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

interface QuestionListProps {
  questions: ReadonlyArray<{ key: string; label: string; href: string }>;
  addHref: string;
  /** A new page after this one, where the page is part of a journey. */
  addPageHref: string | null;
}

export function QuestionList({ questions, addHref, addPageHref }: QuestionListProps) {
  const texts = useTexts();
  return (
    <section className="config-section" aria-labelledby="questions-heading">
      <h2 id="questions-heading">{textOf(texts, "config.question.listHeading")}</h2>
      <p className="hint">{textOf(texts, "config.question.listIntro")}</p>
      <dl className="summary-list">
        {questions.map((question) => (
          <div key={question.key} style={{ display: "contents" }}>
            <dt>{question.label}</dt>
            <dd>
              <Link to={question.href}>
                {textOf(texts, "config.question.changeLink")}
                <span className="visually-hidden"> {textOf(texts, "config.question.changeLinkHidden", { question: question.label })}</span>
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <Link to={addHref} className="button button--secondary" role="button" draggable={false}>
        {textOf(texts, "config.question.addLink")}
      </Link>{" "}
      {addPageHref ? (
        <Link to={addPageHref} className="button button--secondary" role="button" draggable={false}>
          {textOf(texts, "config.page.addLink")}
        </Link>
      ) : null}
    </section>
  );
}
