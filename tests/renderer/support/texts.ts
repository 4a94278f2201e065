// every component test speaks as the TV does: with every text of every game there before it draws
import '../../../renderer/src/lib/all-texts';
