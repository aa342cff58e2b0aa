// The platform Admin works on one university at a time: the `uni` list parameter (001 §3).
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

export function UniversityChooser({ universities, action }: { universities: ReadonlyArray<{ value: string; label: string }>; action: string }) {
  const texts = useTexts();
  return (
    <form method="get" action={action} className="university-chooser">
      <label className="label" htmlFor="uni">
        {textOf(texts, "list.university.choose")}
      </label>
      <select className="select" id="uni" name="uni">
        {universities.map((university) => (
          <option key={university.value} value={university.value}>
            {university.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {textOf(texts, "list.university.apply")}
      </button>
    </form>
  );
}
