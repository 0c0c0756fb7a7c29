import type {
	Card,
	Contributor,
	EventDetail,
	ImageObj,
	OpeningHoursToday,
	Partner,
	ProductionDetail,
	ProgramItem,
	Ref,
} from '../../lib/contract/index.ts';
import type { EventSection } from '../../sites/site-config.ts';
import { buildEmbed } from '../blocks/embed-url.ts';

/** Every section a detail page can have (events know them all; productions a subset, SPEC §9). */
export type DetailSectionName = EventSection;

/** The id DetailSection gives the heading of section `name`: the target of in-page links to it. */
export function sectionHeadingId(name: string): string {
	return `section-${name}`;
}

/** The content of a detail page's sections, the same shape for events and productions. */
export type DetailContent = {
	description: string;
	programs: ProgramItem[];
	contributors: Contributor[];
	series: Ref | null;
	promoter: Partner | null;
	children: Card[];
	sponsors: Partner[];
	importantInfo: string;
	openingHours: OpeningHoursToday | null;
	imageSlider: ImageObj[];
	video: string | null;
	events: Card[];
	blog: Card[];
};

/** The sections of an event detail. */
export function eventDetailContent(event: EventDetail): DetailContent {
	return {
		description: event.description,
		programs: event.programs,
		contributors: event.contributors,
		series: event.series,
		promoter: event.promoter,
		children: event.children,
		sponsors: event.sponsors,
		importantInfo: event.important_info,
		openingHours: event.opening_hours,
		imageSlider: event.images,
		video: event.video_url,
		events: event.events,
		blog: event.blog,
	};
}

/** The sections of a production detail; productions have no children, sponsors or notes. */
export function productionDetailContent(production: ProductionDetail): DetailContent {
	return {
		description: production.description,
		programs: production.programs,
		contributors: production.contributors,
		series: production.series,
		promoter: production.promoter,
		children: [],
		sponsors: [],
		importantInfo: '',
		openingHours: production.opening_hours,
		imageSlider: production.images,
		video: production.video_url,
		events: production.events,
		blog: production.blog,
	};
}

/** True when a section has something to show; a video only when its address can be embedded. */
function hasContent(name: DetailSectionName, content: DetailContent): boolean {
	const value = content[name];
	if (value === null) return false;
	if (name === 'video') return typeof value === 'string' && buildEmbed('video', value) !== null;
	if (typeof value === 'string') return value.trim() !== '';
	if (Array.isArray(value)) return value.length > 0;
	if ('opening_hours' in value) {
		return value.opening_hours.length > 0 || value.opening_hours_exceptions.length > 0;
	}
	return true;
}

/**
 * The sections to render, in the site's configured order (SPEC §9), leaving out empty ones and
 * any the content does not know.
 */
export function visibleSections(
	order: readonly DetailSectionName[],
	content: DetailContent,
): DetailSectionName[] {
	return order.filter((name) => hasContent(name, content));
}
