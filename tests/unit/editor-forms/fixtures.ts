/** A minimal valid ImageObj. */
export const IMAGE = {
	url: '/media/a.jpg',
	width: 800,
	height: 600,
	alt: 'A',
	copyright: null,
	variants: [],
};

/** The fields each model needs beyond newModuleDefaults to pass ModuleSchema. */
export const REQUIRED_VALUES: Record<string, Record<string, unknown>> = {
	headline: { content: 'Willkommen' },
	link: { link_text: 'Mehr', link: 'https://example.org' },
	image: { image: IMAGE },
	imagealias: { image: IMAGE },
	video: { video_url: 'https://www.youtube.com/watch?v=x', image: IMAGE },
	selfhostedvideo: { file: '/media/v.mp4', image: IMAGE },
	audio: { embed: 'https://open.spotify.com/episode/1' },
	selfhostedaudio: { file: '/media/a.mp3' },
	viewer: { embed: 'https://issuu.com/doc/1' },
	faq: { items: [{ question: 'Wann?', answer: '<p>Heute</p>' }] },
	quote: { content: '<p>Zitat</p>' },
	venue: { venue: 4 },
	socialmedia: { embed: 'https://www.instagram.com/p/1' },
	html: { html_code: '<b>x</b>' },
	form: { hubspot_id: 'abc-123' },
	heromedia: { online_from: '2026-12-01T19:30:00+01:00' },
	fullteaser: { image: IMAGE },
	imagelist: { images: [IMAGE] },
	logolist: { logos: [{ image: IMAGE, link: '' }] },
	twocolumns: { text: '<p>Text</p>' },
	videolist: { videos: [{ video_url: 'https://vimeo.com/1', title: '', image: IMAGE }] },
	anchorlist: { children: [{ label: 'Programm', anchor: 'programm' }] },
};
