// GOV.UK notification banner: a titled notice, announced when it reports a success.
import type { ReactNode } from "react";

export function Notice({ title, children, success }: { title: string; children: ReactNode; success?: boolean }) {
  return (
    <div className={success ? "notice notice--success" : "notice"} role={success ? "alert" : "region"} aria-labelledby="notice-title">
      <h2 className="notice__title" id="notice-title">
        {title}
      </h2>
      <div className="notice__content">{children}</div>
    </div>
  );
}
