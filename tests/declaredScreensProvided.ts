// Imported first by a test file that reads declared screens or entities at once (the engine's pages, the validators,
// the deal service): every declared screen and entity is provided before the file's own modules run. Loading them
// all (every entity's validators) took each of the 148 test files ≈ 0.9 s when tests/setup.ts did it for all.
import { provideDeclaredScreens } from './declaredScreens';

provideDeclaredScreens();
