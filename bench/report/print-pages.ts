import { BUDGETS, KB } from '../budgets.ts';
import type { JsTotal, SitePages } from '../pages/measure-pages.ts';
import { textTable } from './table.ts';

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Prints the JS table of one site and answers the broken budgets and checks, one line each. */
export function printSitePages(result: SitePages): string[] {
	console.log(
		`\nJS per page type, ${result.site} (gzip; build ${result.builtAt}, ${result.distDir})`,
	);
	if (result.staleBuild) {
		console.log('  ! src/ changed after this build: rebuild to measure the current code.');
	}
	const js = (total: JsTotal) => `${kb(total.gzip)} (${total.files})`;
	const rows = result.pages.map((page) => [
		page.type,
		page.path,
		String(page.status),
		js(page.firstLoad),
		js(page.afterInteraction),
		kb(page.budgetGzip),
		kb(page.cssGzip),
		`${kb(page.htmlBytes)} / ${kb(page.htmlGzip)}`,
		page.ok ? 'ok' : 'FAIL',
	]);
	const header = [
		'page',
		'path',
		'status',
		'JS first load (files)',
		'JS after interaction (files)',
	];
	console.log(textTable([...header, 'JS budget', 'CSS', 'HTML raw / gzip', ''], rows));
	console.log(
		'First load: after load, with network and main thread idle. After interaction: event list —\n' +
			'calendar opened, page 2 scrolled in, a location chosen; other pages — scrolled to the end and\n' +
			'the quick-buy widget opened where offered. The budget applies to the JS after interaction\n' +
			`(${BUDGETS.eventListJsKb} KB on pages with a React island, ${BUDGETS.otherPageJsKb} KB elsewhere); inline scripts count as JS.\n` +
			`First load is held to ${BUDGETS.firstLoadJsKb} KB on every page but the event list.`,
	);
	const homes = result.homes.map(
		(home) => `${home.path} ${kb(home.bytes)} (${kb(home.gzip)} gzip)`,
	);
	console.log(
		`Home HTML as served: ${homes.join(', ')}; bar ${BUDGETS.homeHtmlKb} KB uncompressed.`,
	);
	const editorNote =
		result.editorChunksInBuild === 0
			? 'none in this build, so nothing to catch yet'
			: `${result.editorChunksInBuild} in this build`;
	console.log(`Editor chunks (Quill, react-quill-new, src/islands/editor): ${editorNote}.`);

	const failures: string[] = [];
	for (const home of result.homes) {
		if (home.status !== 200)
			failures.push(`${result.site} home ${home.path}: answered ${home.status}`);
		if (home.bytes > BUDGETS.homeHtmlKb * KB) {
			failures.push(
				`${result.site} home ${home.path}: HTML ${kb(home.bytes)} > bar ${BUDGETS.homeHtmlKb} KB`,
			);
		}
	}
	for (const page of result.pages) {
		const where = `${result.site} ${page.type} (${page.path})`;
		if (page.status !== 200) failures.push(`${where}: answered ${page.status}`);
		if (page.afterInteraction.gzip > page.budgetGzip) {
			failures.push(
				`${where}: JS ${kb(page.afterInteraction.gzip)} > budget ${kb(page.budgetGzip)}`,
			);
		}
		if (page.firstLoadBudgetGzip !== null && page.firstLoad.gzip > page.firstLoadBudgetGzip) {
			failures.push(
				`${where}: first-load JS ${kb(page.firstLoad.gzip)} > budget ${kb(page.firstLoadBudgetGzip)}`,
			);
		}
		for (const script of page.editorCode)
			failures.push(`${where}: editor code requested: ${script}`);
		for (const failure of page.interactionFailures) {
			failures.push(`${where}: could not ${failure} (its JS total is incomplete)`);
		}
	}
	return failures;
}
