import { dnisPool, dnisPoolCreate, dnisPoolUpdate } from '../api/dnis';
import { defineEntity } from './define';
import { dnisPoolsMeta } from './dnis-pools.screen';

export const dnisPoolsEntity = defineEntity(dnisPoolsMeta, { item: dnisPool, create: dnisPoolCreate, update: dnisPoolUpdate });
