// Objects and repeatable groups. A nested object is a fieldset under its title; a repeatable
// group lists its items, each removable, with an add button named by the field's
// `ui:options.addLabel` message key (e.g. 'Add other name').
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, ObjectFieldTemplateProps } from "@rjsf/utils";
import { formContextOf, useText } from "../form-context";
import { ErrorMessage } from "../../govuk/FormGroup";
import { subjectParams } from "../../../../rules/forms/messages";
import { LIST_ADD_FIELD, LIST_REMOVE_FIELD, listPathOf } from "../../../../rules/forms/list-edits";
import { Fragment, type MouseEvent } from "react";

/**
 * With JavaScript the click edits the list in the page; without it the button posts the form
 * (its name says which list and what to do) and the server draws the page again with the item
 * added or removed, keeping every answer typed (the GOV.UK "add another" pattern).
 */
const inPage = (edit: ((event?: unknown) => void) | undefined) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault();
  edit?.(event);
};

export function ObjectFieldTemplate({ title, properties, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  // A hidden property (a requirement's id) is drawn as its hidden input alone, so a post without JavaScript keeps it.
  const visible = properties.map((property) => (property.hidden ? <Fragment key={property.name}>{property.content}</Fragment> : <div key={property.name}>{property.content}</div>));
  const isRoot = fieldPathId.$id === "root";
  // An item of a repeatable group is titled by ArrayFieldItemTemplate ("Item 2"), not here.
  const isArrayItem = /_\d+$/.test(fieldPathId.$id);
  if (isRoot || isArrayItem || uiSchema?.["ui:options"]?.flat === true) return <>{visible}</>;
  return (
    <fieldset className="fieldset fieldset--group" id={fieldPathId.$id}>
      {title ? <legend className="fieldset__legend fieldset__legend--m">{title}</legend> : null}
      {visible}
    </fieldset>
  );
}

/**
 * A repeatable group. Its add button is named by `ui:options.addLabel` (e.g. 'Add other name'),
 * and by `addAnotherLabel` once the group has an item ('Add another', 002 §2.1); with
 * `saveLabel` the group has its own save button, which saves the page and stays on it; with
 * `maxReachedLabel`, at the most items allowed that message replaces the add button.
 */
export function ArrayFieldTemplate({ title, items, canAdd, onAddClick, fieldPathId, uiSchema, schema, registry, rawErrors, disabled, readonly }: ArrayFieldTemplateProps) {
  const t = useText(registry);
  const options = (uiSchema?.["ui:options"] ?? {}) as Record<string, unknown>;
  // Before the first item: the field's own add label, or "Add" and the list's name; after it, "Add another".
  const addLabel = String((items.length > 0 ? options.addAnotherLabel ?? "form.repeatable.add" : undefined) ?? options.addLabel ?? "form.repeatable.addFirst");
  const { onSaveGroup } = formContextOf(registry);
  const saveLabel = typeof options.saveLabel === "string" && onSaveGroup ? options.saveLabel : null;
  const errors = rawErrors ?? [];
  return (
    <div className={`form-group repeatable${errors.length ? " form-group--error" : ""}`} id={fieldPathId.$id}>
      {title ? <h2 className="heading-m">{title}</h2> : null}
      {errors.length ? (
        <ErrorMessage id={`${fieldPathId.$id}__error`} message={errors[0]} prefix={t("form.errorPrefix")} />
      ) : null}
      {items}
      {/* At the list's maximum the add button goes, and `ui:options.maxReachedLabel` says why. */}
      {typeof options.maxReachedLabel === "string" && typeof schema.maxItems === "number" && items.length >= schema.maxItems && !readonly ? <p className="hint">{t(options.maxReachedLabel)}</p> : null}
      <div className="button-group">
        {canAdd && !disabled && !readonly ? (
          <button type="submit" name={LIST_ADD_FIELD} value={listPathOf(fieldPathId.path)} formNoValidate className="button button--secondary" onClick={inPage(onAddClick)}>
            {t(addLabel, subjectParams(title))}
          </button>
        ) : null}
        {saveLabel && items.length > 0 && !disabled && !readonly ? (
          <button type="submit" name="_stay" value="true" className="button" onClick={inPage(onSaveGroup)}>
            {t(saveLabel)}
            {title ? (
              <>
                {" "}
                <span className="visually-hidden">{title}</span>
              </>
            ) : null}
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function ArrayFieldItemTemplate({ children, index, buttonsProps, registry }: ArrayFieldItemTemplateProps) {
  const t = useText(registry);
  return (
    <div className="repeatable__item">
      <p className="repeatable__number">{t("form.repeatable.item", { n: index + 1 })}</p>
      {children}
      {buttonsProps.hasRemove && !buttonsProps.disabled && !buttonsProps.readonly ? (
        <button type="submit" name={LIST_REMOVE_FIELD} value={listPathOf(buttonsProps.fieldPathId.path)} formNoValidate className="button button--secondary repeatable__remove" onClick={inPage(buttonsProps.onRemoveItem)}>
          {t("form.repeatable.remove")}{" "}
          <span className="visually-hidden">{t("form.repeatable.item", { n: index + 1 })}</span>
        </button>
      ) : null}
    </div>
  );
}
