/**
 * `template` with each i18next-style `{{name}}` replaced by `values[name]`; names without a value
 * stay as written. For browser code that fills a string the server translated (i18next itself
 * leaves placeholders it has no value for untouched, so the server can hand them on).
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
	return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
		values[name] === undefined ? whole : String(values[name]),
	);
}
