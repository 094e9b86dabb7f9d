/**
 * A stable synthetic person for a sandbox number: the same input always gives the same record, drawn
 * from a seeded hash so nothing is stored. Names follow the country so the sandbox reads plausibly.
 */
import { createHash } from 'node:crypto';
import type { TIdentityPerson } from '@verity/client';

const names: Record<string, { first: string[]; last: string[]; cities: string[] }> = {
  ng: {
    first: [
      'Adaeze',
      'Babatunde',
      'Chinedu',
      'Damilola',
      'Emeka',
      'Funmilayo',
      'Ibrahim',
      'Ngozi',
      'Oluwaseun',
      'Zainab',
    ],
    last: ['Adeyemi', 'Bello', 'Chukwu', 'Eze', 'Ibrahim', 'Nwosu', 'Okafor', 'Olawale', 'Usman', 'Yusuf'],
    cities: ['Ikeja, Lagos', 'Wuse, Abuja', 'Port Harcourt, Rivers', 'Kano, Kano', 'Enugu, Enugu'],
  },
  gh: {
    first: ['Abena', 'Kofi', 'Akosua', 'Kwame', 'Efua', 'Yaw', 'Ama', 'Kojo'],
    last: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Appiah', 'Agyeman', 'Darko'],
    cities: ['Osu, Accra', 'Adum, Kumasi', 'Tamale, Northern', 'Cape Coast, Central'],
  },
  ke: {
    first: ['Wanjiku', 'Otieno', 'Achieng', 'Kamau', 'Njeri', 'Kiprono', 'Akinyi', 'Mwangi'],
    last: ['Odhiambo', 'Kariuki', 'Wambui', 'Cheruiyot', 'Mutua', 'Njoroge', 'Omondi', 'Kiptoo'],
    cities: ['Westlands, Nairobi', 'Nyali, Mombasa', 'Milimani, Kisumu', 'Eldoret, Uasin Gishu'],
  },
  za: {
    first: ['Thabo', 'Naledi', 'Sipho', 'Lerato', 'Pieter', 'Zanele', 'Johan', 'Ayanda'],
    last: ['Dlamini', 'Nkosi', 'van der Merwe', 'Mokoena', 'Botha', 'Khumalo', 'Naidoo', 'Mahlangu'],
    cities: ['Sandton, Gauteng', 'Sea Point, Western Cape', 'Umhlanga, KwaZulu-Natal', 'Hatfield, Gauteng'],
  },
};
const dialCodes: Record<string, string> = {
  ng: '+234803',
  gh: '+23324',
  ke: '+254712',
  za: '+27821',
  global: '+1202',
};
const palette = ['#2553e0', '#0f808c', '#b54708', '#7a2e98', '#067647', '#c01048'];

class Seeded {
  private offset = 0;
  constructor(private readonly bytes: Buffer) {}
  /** A number in [0, n) from the next bytes of the hash. */
  next(n: number): number {
    const value = this.bytes.readUInt16BE(this.offset % (this.bytes.length - 1));
    this.offset += 2;
    return value % n;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.next(items.length)] as T;
  }
}

function avatar(initials: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="200" viewBox="0 0 160 200"><rect width="160" height="200" fill="${colour}"/><circle cx="80" cy="78" r="38" fill="#ffffff" opacity="0.9"/><rect x="30" y="126" width="100" height="74" rx="40" fill="#ffffff" opacity="0.9"/><text x="80" y="92" font-family="Arial" font-size="34" text-anchor="middle" fill="${colour}">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function syntheticPerson(country: string, type: string, number: string): TIdentityPerson {
  const seed = new Seeded(createHash('sha256').update(`${country}:${type}:${number}`).digest());
  const pool = names[country] ?? names.ng;
  if (!pool) throw new Error('no name pool');
  const firstName = seed.pick(pool.first);
  const middleName = seed.pick(pool.first);
  const lastName = seed.pick(pool.last);
  const year = 1960 + seed.next(45);
  const month = 1 + seed.next(12);
  const day = 1 + seed.next(28);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    firstName,
    middleName,
    lastName,
    fullName: `${firstName} ${middleName} ${lastName}`,
    dateOfBirth: `${year}-${pad(month)}-${pad(day)}`,
    gender: seed.next(2) === 0 ? 'female' : 'male',
    phone: `${dialCodes[country] ?? '+234803'}${String(1_000_000 + seed.next(9_000_000)).slice(0, 7)}`,
    email: null,
    address: `${1 + seed.next(120)} ${seed.pick(['Market', 'Church', 'Station', 'Park', 'Hospital'])} Road, ${seed.pick(pool.cities)}`,
    nationality: country === 'global' ? null : country.toUpperCase(),
    photo: avatar(`${firstName[0]}${lastName[0]}`, seed.pick(palette)),
    extra: {},
  };
}
