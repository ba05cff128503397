export { GameLobby as default } from '@casino/games-launch';
