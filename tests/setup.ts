// Unit tests run in Node: give them the Web Storage the console keeps its session in.
import { installMemoryStorage } from '../scripts/lib/memoryStorage';

installMemoryStorage();
