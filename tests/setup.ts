// Unit tests run in Node: give them the Web Storage the console keeps its session in, and every declared screen
// (the console fetches each with its first opening; a test reads any at once).
import { installMemoryStorage } from '../scripts/lib/memoryStorage';
import { provideDeclaredScreens } from './declaredScreens';

installMemoryStorage();
provideDeclaredScreens();
