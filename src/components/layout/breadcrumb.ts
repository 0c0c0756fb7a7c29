/** One step of the breadcrumb trail; the last (current) item may lack a link. */
export type BreadcrumbItem = { label: string; href?: string | undefined };
