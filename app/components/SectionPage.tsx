// One application or your-information page: the back link, the title and the generic renderer,
// with everything around it (saving, redraws, uploads) from useFormPage.
import { Link } from "@remix-run/react";
import { FormRenderer } from "./form/FormRenderer";
import { FormPageNotices } from "./form/FormPageNotices";
import type { FormContext } from "./form/form-context";
import { useFormPage, type FormPageContent } from "./form/useFormPage";
import { textOf } from "../lib/format-message";

export interface SectionPageData {
  page: FormPageContent & { upload: { documentType: string } | null };
  upload?: FormContext["upload"];
  version: number;
  backUrl: string;
  texts: Record<string, string>;
}

export function SectionPage({ data }: { data: SectionPageData }) {
  const { page, conflict, waitForUploads, rendererProps } = useFormPage(data);
  const { key, ...renderer } = rendererProps;
  const { texts } = data;
  return (
    <>
      <Link className="back-link" to={data.backUrl}>
        {textOf(texts, "application.backToTasks")}
      </Link>
      <h1>{page.title}</h1>
      <FormPageNotices conflict={conflict} waitForUploads={waitForUploads} texts={texts} />
      <p className="hint">{textOf(texts, "form.requiredNote")}</p>
      <FormRenderer key={key} {...renderer} texts={texts} submitLabel={textOf(texts, "form.saveContinue")} />
    </>
  );
}
