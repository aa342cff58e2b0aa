// The renderer's id for a data path: rjsf joins "root" and the path's parts with "_". The error
// summary links to it; a form posted without JavaScript names its controls by it.

/** An error of a form page: the data path it belongs to and what to do. */
export interface PathError {
  path: string;
  message: string;
}

export function fieldIdOf(path: string): string {
  return ["root", ...path.split(".")].join("_");
}

/** The error summary's entries for errors by data path. */
export function summaryErrorsOf(errors: readonly PathError[]): Array<{ field: string; message: string }> {
  return errors.map((error) => ({ field: fieldIdOf(error.path), message: error.message }));
}
