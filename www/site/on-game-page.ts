// The site around the game screen (index.html): header, ?lang=, ?embed=1 (sets the class
// `embed` on <html> and hides the header), offline app. pages/game.ts imports this first.
import { setUpSite } from './chrome';

setUpSite('play');
