// The benchmark's location set: the real content plus N generated UK places spread across
// real counties, each with the fields a place needs, mutual `nearby` neighbours within its
// county and a short Markdown introduction. Every place gets a page per local service.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** 44 counties of England, Scotland and Wales (Kent among them, so Kent town pages grow too). */
export const COUNTIES = [
  'Bedfordshire',
  'Berkshire',
  'Buckinghamshire',
  'Cambridgeshire',
  'Cheshire',
  'Cornwall',
  'Cumbria',
  'Derbyshire',
  'Devon',
  'Dorset',
  'Durham',
  'East Sussex',
  'Essex',
  'Gloucestershire',
  'Hampshire',
  'Herefordshire',
  'Hertfordshire',
  'Kent',
  'Lancashire',
  'Leicestershire',
  'Lincolnshire',
  'Norfolk',
  'North Yorkshire',
  'Northamptonshire',
  'Northumberland',
  'Nottinghamshire',
  'Oxfordshire',
  'Rutland',
  'Shropshire',
  'Somerset',
  'Staffordshire',
  'Suffolk',
  'Surrey',
  'Warwickshire',
  'West Sussex',
  'Wiltshire',
  'Worcestershire',
  'Fife',
  'Highland',
  'Aberdeenshire',
  'Gwynedd',
  'Powys',
  'Pembrokeshire',
  'Monmouthshire',
] as const;

const industries = [
  'Retail',
  'Tourism and hospitality',
  'Professional services',
  'Manufacturing',
  'Agriculture',
  'Healthcare',
  'Logistics',
  'Creative and digital',
];
const stems = ['Ash', 'Brook', 'Cold', 'Elm', 'Fair', 'Green', 'High', 'King', 'Long', 'Mill', 'North', 'Oak', 'Red', 'Stone', 'West', 'Wood'];
const ends = ['bury', 'ford', 'ham', 'ley', 'minster', 'stead', 'ton', 'wick'];

export const placeSlug = (i: number) => `place-${String(i).padStart(4, '0')}`;

function placeName(i: number): string {
  return `${stems[i % stems.length]}${ends[Math.floor(i / stems.length) % ends.length]} ${Math.floor(i / (stems.length * ends.length)) + 1}`;
}

/** Place i, in county i mod 44; its neighbours are the places before and after it in that county. */
export function place(i: number, count: number): string {
  const county = COUNTIES[i % COUNTIES.length]!;
  const neighbours = [i - COUNTIES.length, i + COUNTIES.length].filter((n) => n >= 0 && n < count).map(placeSlug);
  const name = placeName(i);
  return `---
name: ${name}
county: ${county}
summary: >-
  ${name}'s shops, trades and professional firms need websites that load quickly and stay secure, served from UK data centres.
population: "Around ${(5 + (i % 90)) * 1000} (town, 2021 Census)"
industries: [${industries[i % industries.length]}, ${industries[(i + 3) % industries.length]}, ${industries[(i + 5) % industries.length]}]
majorBusinesses: [${county} Council, ${name} Hospital, ${name} College, ${name} Logistics]
nearby: [${neighbours.join(', ')}]
facts:
  - ${name} is one of the market towns of ${county}.
  - Its high street has been trading for more than three hundred years.
connectivity:
  motorways: [M${1 + (i % 60)}]
  railways: [${name}]
  airports: [London Heathrow]
heroSubtitle: UK web hosting for ${name}'s shops, trades and professional firms.
---
${name} is a busy town in ${county}. Its **shops**, trades and professional firms rely on
websites that work first time, and we host them on NVMe storage in UK data centres with free
SSL, daily off-server backups and a [support team](/contact) based in Kent.
`;
}

/** Copies the real content to `dir` and adds `count` generated places. */
export async function writeLocationSet(sourceRoot: string, dir: string, count: number): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await cp(path.join(sourceRoot, 'content'), path.join(dir, 'content'), { recursive: true });
  await cp(path.join(sourceRoot, 'public'), path.join(dir, 'public'), { recursive: true });
  const folder = path.join(dir, 'content', 'locations');
  await mkdir(folder, { recursive: true });
  for (let i = 0; i < count; i++) await writeFile(path.join(folder, `${placeSlug(i)}.md`), place(i, count));
}
