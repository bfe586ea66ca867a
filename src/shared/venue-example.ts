/**
 * A small venue file to start from, offered for download on the box office's new venue page:
 * the columns a CSV must have and a few it may, two rows of a house with a centre aisle
 * (docs/venue-file-format.md has them all).
 */
export const EXAMPLE_VENUE_CSV = [
  'section,section_name,level,row,rows_in_front,seat,band,wheelchair,companion,aisle,step_free,restricted_view',
  'HOUSE,House,orchestra,A,0,1,A,yes,,yes,Step-free from the lobby.,',
  'HOUSE,,,A,0,2,A,,yes,,Step-free from the lobby.,',
  'HOUSE,,,A,0,3,A,,,yes,,',
  'HOUSE,,,A,0,4,A,,,yes,,',
  'HOUSE,,,A,0,5,A,,,,,',
  'HOUSE,,,A,0,6,A,,,yes,,',
  'HOUSE,,,B,1,1,B,,,yes,,A pillar hides the left of the stage.',
  'HOUSE,,,B,1,2,B,,,,,',
  'HOUSE,,,B,1,3,B,,,yes,,',
  'HOUSE,,,B,1,4,B,,,yes,,',
  'HOUSE,,,B,1,5,B,,,,,',
  'HOUSE,,,B,1,6,B,,,yes,,',
  '',
].join('\n');

export const exampleVenueHref = () =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(EXAMPLE_VENUE_CSV)}`;
